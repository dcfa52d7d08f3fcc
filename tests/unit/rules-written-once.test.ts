import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 28 item 16: rules written once. Each check walks the product code under app/ (tests left
 * out, comments stripped) and fails on a copy of a rule outside the module that owns it.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const isTest = (file: string) => /\.test\.tsx?$|\.test-support\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !isTest(full) ? [full] : [];
  });
}

function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ""))
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

const files = sourceFiles(path.join(ROOT, "app")).map((file) => ({
  rel: path.relative(ROOT, file).split(path.sep).join("/"),
  code: withoutComments(readFileSync(file, "utf8")),
}));

/** `file:line: text` for every line of the code that matches, outside the files allowed. */
function found(pattern: RegExp, allowed: (rel: string) => boolean): string[] {
  return files
    .filter((f) => !allowed(f.rel))
    .flatMap((f) =>
      f.code
        .split("\n")
        .flatMap((line, i) => (pattern.test(line) ? [`${f.rel}:${i + 1}: ${line.trim()}`] : [])),
    );
}

/** India's offset from UTC written by hand: 5.5 hours, 330 minutes, 19,800 s, '+05:30', (5 * 60 + 30). */
const IST_OFFSET =
  /5\.5\s*\*\s*3_?600|[+-]\s*330\b(?!\s*\*)|\b19_?800\b|\+05:?30\b|\(\s*5\s*\*\s*60\s*\+\s*30\s*\)/;

describe("rules written once (issue 28 item 16)", () => {
  it("walks the product code", () => {
    expect(files.length).toBeGreaterThan(150);
  });

  it("IST's offset is written only in app/modules/time", () => {
    expect(found(IST_OFFSET, (rel) => rel.startsWith("app/modules/time/"))).toEqual([]);
  });

  it("the hall's name is spelt only in the venue module (and the spec's own texts that contain it)", () => {
    // The name itself (hall.ts, kept apart from venue.ts for the staff pages' script weight), and
    // spec texts that contain it word for word: the occasions heading (venue.ts) and the navbar's
    // 'Luxe' link (spec 2, nav-items.ts).
    const specTexts = new Set([
      "app/modules/site-content/hall.ts",
      "app/modules/site-content/venue.ts",
      "app/components/site/nav-items.ts",
    ]);
    expect(found(/["'`][^"'`]*\bLuxe\b/, (rel) => specTexts.has(rel))).toEqual([]);
  });

  it("remaining due is computed only by the one balance; its four former copies call it", () => {
    const copies = {
      "app/modules/reservations/calculations.ts": /\bbalanceOf\(/,
      // The form's live preview (moved out of reservation-form.tsx, which calls it).
      "app/components/staff/reservation-preview.ts": /\bbalanceOf\(/,
      "app/modules/reservations/update-reservation.server.ts": /\breservationBalance\(/,
      "app/modules/billing/ledger.server.ts": /\breservationBalance\(|\bsyncStoredBalance\(/,
    };
    for (const [rel, call] of Object.entries(copies)) {
      const file = files.find((f) => f.rel === rel);
      expect(file, rel).toBeDefined();
      expect(call.test(file!.code), `${rel} takes its remaining due from the one balance`).toBe(true);
    }
    const form = files.find((f) => f.rel === "app/components/staff/reservation-form.tsx");
    expect(form?.code).toMatch(/\bpreviewTotals\(/);
    // Issue 32: what the itemised lines add is written once (`extrasOfLines`); the save's balance
    // and the form's preview both call it.
    for (const rel of [
      "app/modules/billing/balance.server.ts",
      "app/components/staff/reservation-preview.ts",
    ])
      expect(files.find((f) => f.rel === rel)?.code, rel).toMatch(/\bextrasOfLines\(/);
    expect(found(/\blinesExtra\(/, (rel) => rel === "app/modules/billing/itemised.ts")).toEqual([]);
    // A subtraction assigned to a remaining due, or the spec's formula written out again.
    const subtraction = /remaining\w*\s*[=:]\s*[^;]*[^-]\s-\s|totalAmountIncludingGST\s*-\s*\w*advance/i;
    expect(found(subtraction, (rel) => rel.startsWith("app/modules/balance/"))).toEqual([]);
  });
});

describe("one way to refuse bad input (issue 28 item 17)", () => {
  it("no route or use case turns a failed parse into a 400 by hand: parseOrRefuse does", () => {
    const byHand = /new DomainError\(\s*400,\s*\w+\.error\.issues\[0\]/;
    expect(found(byHand, (rel) => rel === "app/modules/http/parse-or-refuse.ts")).toEqual([]);
  });

  it("no loader turns a refusal into a thrown response by hand: loadOrRefuse does", () => {
    const byHand = /instanceof DomainError[^)]*\)\s*(?:\{\s*)?throw data\(/;
    const routes = files
      .filter((f) => f.rel.startsWith("app/routes/") && byHand.test(f.code))
      .map((f) => f.rel);
    expect(routes).toEqual([]);
  });
});

describe("no raw fetch in components (issue 28 item 17)", () => {
  it("React components ask JSON APIs through requestJson; only the scripts of pages without React call fetch", () => {
    // The *-enhance.ts scripts run on guest pages served without React Router (decision 0009)
    // and live-client.ts takes its fetch as a parameter (its tests give their own).
    const allowed = (rel: string) =>
      !rel.startsWith("app/components/") ||
      rel === "app/components/http/request-json.ts" ||
      rel.endsWith("-enhance.ts") ||
      rel === "app/components/live/live-client.ts";
    expect(found(/(?<![\w.])fetch\(/, allowed)).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("catch each way of writing IST's offset", () => {
    for (const line of [
      "new Date(t + 5.5 * 3_600_000)",
      "(h * 60 + m + 330) % 1440",
      "offset = 19800",
      'const z = "+05:30";',
      "const IST = (5 * 60 + 30) * 60_000;",
      '"TZOFFSETTO:+0530",',
    ])
      expect(IST_OFFSET.test(line), line).toBe(true);
    for (const line of ["line(doc, 'Event', 330, y)", "const width = 1330;", "y + 330 * k"])
      expect(IST_OFFSET.test(line), line).toBe(false);
  });
});
