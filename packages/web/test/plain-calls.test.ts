import { describe, expect, it } from 'vitest';
import * as contract from '@onego/contract';
import { plainCallGroups } from '../plainCalls';

// The built app takes the contract's call groups from plainCallGroups(): every group and call the contract declares,
// with what a client sends by, and none of the zod schemas.
describe('plain call groups for the built member app', () => {
  const groups = plainCallGroups();

  it('has every call group of the contract, call for call, without schemas', () => {
    const declared = Object.entries(contract).filter(([name]) => /^[a-z][A-Za-z]*Calls$/.test(name));
    expect(declared.length).toBeGreaterThan(10);
    for (const [name, calls] of declared) {
      const plain = groups[name];
      expect(plain, name).toBeDefined();
      expect(Object.keys(plain!).sort()).toEqual(Object.keys(calls as object).sort());
      for (const [key, call] of Object.entries(calls as Record<string, contract.AnyCall>)) {
        const p = plain![key]!;
        expect(p, `${name}.${key}`).toMatchObject({ method: call.method, path: call.path, idempotent: call.idempotent, upload: call.upload });
        expect(p).not.toHaveProperty('data');
        expect(p).not.toHaveProperty('query');
        expect(p).not.toHaveProperty('body');
      }
    }
  });
});
