// The failed tests of a step's JSON report, for npm test's list after its summary (scripts/test-all.mjs).
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/** A failure's first lines, without colours, on one line. */
function why(messages) {
  return stripVTControlCharacters((messages ?? []).join("\n"))
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(" / ")
    .slice(0, 400);
}

/** Each failed test of a Vitest or Playwright JSON report: its file, its title and why. */
export function failedTests(report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === "failed")
        .map((test) => ({
          file: path.relative(process.cwd(), file.name),
          title: test.fullName ?? test.title,
          why: why(test.failureMessages),
        })),
    );
  }
  const found = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const errors = (test.results ?? []).flatMap((result) =>
          (result.errors ?? []).map((e) => e.message ?? ""),
        );
        found.push({
          file: spec.file ?? file,
          title: `[${test.projectName}] ${spec.title}`,
          why: why(errors),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return found;
}
