/** A failed test of a step's report, as npm test lists it after its summary. */
export interface FailedTest {
  /** The test file, relative to the project (Vitest) or to the tests' folder (Playwright). */
  file: string;
  /** Vitest: the describe blocks' titles and the test's; Playwright: `[project] title`. */
  title: string;
  /** The first three lines of its error, on one line, without colours. */
  why: string;
}

/** Each failed test of a Vitest or Playwright JSON report. */
export declare function failedTests(report: unknown): FailedTest[];
