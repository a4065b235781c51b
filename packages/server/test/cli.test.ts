import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/main.js';
import { TEST_DB } from './harness.js';

// The CLI's own folder lock matters only for the embedded database; on the server run it is covered by the other files.
describe.runIf(TEST_DB === 'pglite')('operator CLI on the embedded database', () => {
  let dir: string;
  const saved = { ...process.env };
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'onego-cli-'));
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
  });
  afterAll(() => {
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runCli(args, (l) => lines.push(l));
    return { code, text: lines.join('\n') };
  };

  it('migrates, creates an operator, refuses a duplicate', async () => {
    expect(await run('db:migrate')).toMatchObject({ code: 0 });
    const created = await run('admin:create', 'finance1', '--role', 'finance');
    expect(created.code).toBe(0);
    expect(created.text).toMatch(/Operator "finance1" \(finance\) created\. Password: \S+/);
    expect(await run('admin:create', 'finance1')).toEqual({ code: 1, text: 'Failed: An operator with this username already exists' });
    expect((await run('admin:create', 'x', '--role', 'boss')).code).toBe(1);
  });

  it('says plainly when another live process holds the data folder', async () => {
    writeFileSync(path.join(dir, 'onego.lock'), JSON.stringify({ pid: process.ppid, role: 'server' }));
    await expect(run('db:migrate')).rejects.toThrow(/in use by process \d+ \(server\).*DATABASE_URL/);
    rmSync(path.join(dir, 'onego.lock'));
  });

  it('takes over a lock left by a dead process', async () => {
    writeFileSync(path.join(dir, 'onego.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, role: 'server' }));
    expect((await run('db:migrate')).code).toBe(0);
  });

  it('shows unknown members and commands clearly', async () => {
    expect(await run('member:show', '12345678')).toEqual({ code: 1, text: 'No member "12345678".' });
    expect((await run('frobnicate')).code).toBe(1);
  });
});
