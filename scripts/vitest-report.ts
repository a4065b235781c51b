// What `npm test` makes of a vitest run: the counts from its JSON report, and the lines that explain a failure.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{ status: string; message?: string; name: string; assertionResults?: Array<{ status: string; fullName: string }> }>;
}

/** Passed and failed tests of a vitest JSON report, with a note naming each failure (CI keeps only the output's end). */
export function readVitestReport(file: string, root = process.cwd()): { passed: number; failed: number; notes: string[] } {
  if (!existsSync(file)) return { passed: 0, failed: 1, notes: [`vitest wrote no report (${file})`] };
  const report = JSON.parse(readFileSync(file, 'utf8')) as JsonReport;
  let failed = report.numFailedTests;
  const notes: string[] = [];
  for (const suite of report.testResults) {
    const name = suite.name.replace(`${root}/`, '');
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') notes.push(`failed: ${name} > ${test.fullName}`);
    }
    // A file that fails to load counts as a failure even though none of its tests ran.
    if (suite.status === 'failed' && suite.message) {
      failed++;
      notes.push(`${name}: ${suite.message.split('\n')[0]}`);
    }
  }
  return { passed: report.numPassedTests, failed, notes };
}

/** The "Unhandled Errors" part of vitest's printed output, without colours and cut to a readable length. */
export function unhandledErrorsOf(output: string, maxLines = 80): string | undefined {
  const plain = stripVTControlCharacters(output);
  const start = plain.indexOf('Unhandled Error');
  if (start < 0) return undefined;
  return plain.slice(start).split('\n').slice(0, maxLines).join('\n');
}
