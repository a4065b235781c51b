import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readVitestReport, unhandledErrorsOf } from './vitest-report.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function reportFile(report: unknown): string {
  dir = mkdtempSync(path.join(tmpdir(), 'vitest-report-'));
  const file = path.join(dir, 'vitest.json');
  writeFileSync(file, JSON.stringify(report));
  return file;
}

describe('readVitestReport', () => {
  it('counts the tests, names each failed one and counts a file that did not load', () => {
    const file = reportFile({
      numPassedTests: 3,
      numFailedTests: 1,
      testResults: [
        { name: '/repo/a.test.ts', status: 'failed', assertionResults: [{ status: 'passed', fullName: 'a works' }, { status: 'failed', fullName: 'a > refuses' }] },
        { name: '/repo/b.test.ts', status: 'failed', message: 'Cannot find module x\nstack', assertionResults: [] },
      ],
    });
    expect(readVitestReport(file, '/repo')).toEqual({
      passed: 3,
      failed: 2,
      notes: ['failed: a.test.ts > a > refuses', 'b.test.ts: Cannot find module x'],
    });
  });

  it('counts a missing report as a failure', () => {
    expect(readVitestReport('/nonexistent/vitest.json')).toMatchObject({ passed: 0, failed: 1 });
  });
});

describe('unhandledErrorsOf', () => {
  it('returns the unhandled errors part without colours, and nothing when there is none', () => {
    const output = ' \u001b[32m✓\u001b[39m a.test.ts\n\u001b[31m⎯⎯ Unhandled Errors ⎯⎯\u001b[39m\nError: boom\n ❯ here\nline\n';
    expect(unhandledErrorsOf(output, 3)).toBe('Unhandled Errors ⎯⎯\nError: boom\n ❯ here');
    expect(unhandledErrorsOf(' ✓ a.test.ts\n')).toBeUndefined();
  });
});
