// Issue 13 item 9: the README is a quick start, configuration, databases, scripts and links; measured
// figures live only in docs/performance.md and docs/reliability.md, so that the two never disagree.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const readme = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");

/** A measured quantity: a number with a unit of time, rate, size or share, or a ratio. */
const FIGURE =
  /\d+(?:[.,]\d+)?(?:[–-]\d+(?:\.\d+)?)?\s?(?:s|ms|min|minutes|seconds|req\/s|%|KB|kB|MB|MiB|GB|core-s)\b|×\s?\d|\d\s?×|≈\s?\d/g;

describe("README", () => {
  it("states no measured figure: each is in docs/performance.md or docs/reliability.md", () => {
    const found = readme
      .split("\n")
      .flatMap((line, i) => [...line.matchAll(FIGURE)].map((m) => `line ${i + 1}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it("the pattern catches the kinds of figure the README once carried", () => {
    for (const sample of [
      "healthy in **5.9–6.5 s**",
      "284 req/s",
      "ratio ≈ 0.24",
      "0.62 × static",
      "12 ms",
    ]) {
      expect(sample.match(FIGURE), sample).not.toBeNull();
    }
  });

  it("keeps the quick start's two commands", () => {
    expect(readme).toMatch(/npm install && npm start/);
    expect(readme).toMatch(/^npm test\b/m);
  });
});
