import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { failedTests } from "../../scripts/failed-tests.mjs";

// npm test lists every failed test again after its summary, with its file and why: a CI log that
// keeps only its end still names them. The reports here are the real reporters' output, of a
// passing and a failing test each.
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
// Inside the project, so that the test files find vitest and @playwright/test in its node_modules.
mkdirSync(path.join(root, ".tmp"), { recursive: true });
const dir = mkdtempSync(path.join(root, ".tmp", "failed-tests-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `bin` of node_modules in `dir` with `args`; the JSON report it wrote to `file`, whatever the outcome. */
async function report(bin: string, args: string[], file: string) {
  await run(process.execPath, [path.join(root, "node_modules", bin), ...args], { cwd: dir }).catch(() => {});
  return JSON.parse(readFileSync(path.join(dir, file), "utf8"));
}

describe("npm test's list of failed tests", () => {
  it("names each failed Vitest and Playwright test with its file and the first lines of why", async () => {
    writeFileSync(
      path.join(dir, "sum.test.mjs"),
      `import { expect, it } from "vitest";\nit("adds", () => expect(1 + 1).toBe(2));\nit("subtracts", () => expect(2 - 1).toBe(3));\n`,
    );
    writeFileSync(
      path.join(dir, "page.spec.mjs"),
      `import { expect, test } from "@playwright/test";\ntest("keeps", () => expect("a").toBe("a"));\ntest("loses", () => expect("total").toBe("sum"));\n`,
    );
    writeFileSync(
      path.join(dir, "vitest.config.mjs"),
      `export default { test: { include: ["sum.test.mjs"] } };\n`,
    );
    writeFileSync(
      path.join(dir, "playwright.config.mjs"),
      `export default { testDir: ".", testMatch: "*.spec.mjs", projects: [{ name: "desktop" }], reporter: [["json", { outputFile: "pw.json" }]] };\n`,
    );
    const [vitest, playwright] = await Promise.all([
      report(
        "vitest/vitest.mjs",
        ["run", "--root", dir, "--config", "vitest.config.mjs", "--reporter=json", "--outputFile=vt.json"],
        "vt.json",
      ),
      report("@playwright/test/cli.js", ["test", "--config", "playwright.config.mjs"], "pw.json"),
    ]);

    const fromVitest = failedTests(vitest);
    expect(fromVitest).toHaveLength(1);
    expect(fromVitest[0]).toMatchObject({ title: "subtracts" });
    expect(fromVitest[0]!.file).toMatch(/sum\.test\.mjs$/);
    expect(fromVitest[0]!.why).toMatch(/expected 1 to be 3/);
    expect(fromVitest[0]!.why).not.toContain("\u001b");

    const fromPlaywright = failedTests(playwright);
    expect(fromPlaywright).toHaveLength(1);
    expect(fromPlaywright[0]).toMatchObject({ file: "page.spec.mjs", title: "[desktop] loses" });
    expect(fromPlaywright[0]!.why).toMatch(/Expected: "sum"/);
    expect(fromPlaywright[0]!.why).not.toContain("\u001b");
    // Two test runners' starts: 1.3 s of CPU on an idle machine, ten times that beside npm test's
    // other steps (its unit step took 64 s for 6.5 s of CPU in the CI of e0a9901).
  }, 120_000);
});
