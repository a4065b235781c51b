import { answerProblem } from './calls.js';

// For the apps' tests: every mocked answer is checked against the call it answers, so fixtures cannot drift.

/** Fixture answers served in this test that do not fit the contract; the test fails at its end when there is any. */
export const fixtureProblems: string[] = [];

/**
 * Checks a mocked success answer against the response schema of the declared call it answers. A mismatch is
 * recorded (the test fails afterwards) and thrown, so a fixture (and the screen built on it) cannot drift from the contract.
 */
export function checkFixture(method: string, url: string, body: unknown): void {
  const envelope = body as { code?: unknown; data?: unknown } | null;
  if (!envelope || envelope.code !== 1) return;
  const problem = answerProblem(method, url, envelope.data);
  if (!problem) return;
  fixtureProblems.push(problem);
  throw new Error(`fixture does not fit the contract: ${problem}`);
}

/** Fails the finished test when one of its fixtures did not fit the contract. */
export function assertFixturesFit(): void {
  const problems = fixtureProblems.splice(0);
  if (problems.length) throw new Error(`fixtures that do not fit the contract:\n${problems.join('\n')}`);
}
