import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileDemoToken, TOKEN_ARTIFACT } from './compile.js';

describe('demo USDT artifact', () => {
  it('is what the committed source compiles to (run `npm run -s chain:compile-token` after changing it)', () => {
    const committed = JSON.parse(readFileSync(TOKEN_ARTIFACT, 'utf8')) as { bytecode: string; abi: unknown; compiler: string };
    const fresh = compileDemoToken();
    expect(fresh.compiler).toBe(committed.compiler);
    expect(fresh.abi).toEqual(committed.abi);
    expect(fresh.bytecode).toBe(committed.bytecode);
    expect(fresh.abi).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'function', name: 'decimals' })]));
  }, 60_000);
});
