/**
 * Issue 16: the function sheet is one A4 page whatever its text (Notes and Hall Set-up Notes up to
 * 2,000 characters each, a 200-character event name). Print CSS cannot measure text, so the server
 * estimates the printed height and picks the largest of three type sizes that fits; the smallest one
 * fits every text the form accepts (`tests/e2e/enquiry-to-event.spec.ts` prints the longest cases).
 *
 * Sizes are CSS pixels (1/96 inch): an A4 page less its 12 mm margins is 703 × 1032 px.
 */

export type SheetDensity = "roomy" | "compact" | "dense";

const PAGE = { width: 703, height: 1032 };
/** Room kept for what the estimate misses (word wrapping, font metrics). */
const SAFETY = 0.9;

interface Metrics {
  /**
   * Fixed parts: header rule and margins, the field rows less the contact's text, the covers row,
   * the headings of the timeline, vendors and three notes, the footer.
   */
  fixed: number;
  heading: { px: number; line: number };
  contact: { px: number; line: number };
  notes: { px: number; line: number; min: number };
}

/** Must match the classes of `routes/luxebooking/function-sheet.tsx` for each density. */
const metrics: Record<SheetDensity, Metrics> = {
  roomy: {
    fixed: 46 + 4 * 61 + 33 + 5 * 40 + 49,
    heading: { px: 30, line: 36 },
    contact: { px: 18, line: 28 },
    notes: { px: 16, line: 24, min: 48 },
  },
  compact: {
    fixed: 30 + 3 * 43 + 23 + 5 * 30 + 33,
    heading: { px: 20, line: 28 },
    contact: { px: 14, line: 20 },
    notes: { px: 12, line: 16.5, min: 17 },
  },
  dense: {
    fixed: 30 + 3 * 33 + 17 + 5 * 24 + 33,
    heading: { px: 16, line: 24 },
    contact: { px: 12, line: 16 },
    notes: { px: 9.5, line: 12.5, min: 13 },
  },
};

/** A character's advance in em, by kind (Inter's widths, rounded up). */
function charEm(c: string): number {
  if (/[il.,;:'!|()[\]/\s\-tfjrI]/.test(c)) return 0.35;
  if (/[mwMW@%]/.test(c)) return 0.95;
  if (/[A-Z]/.test(c)) return 0.75;
  if (/[0-9]/.test(c)) return 0.6;
  if (/[a-z]/.test(c)) return 0.56;
  return c.charCodeAt(0) < 128 ? 0.65 : 1;
}

/** How many lines a text takes at a font size across a width, each of its own lines at least one. */
export function estimateLines(text: string, fontPx: number, widthPx: number): number {
  let lines = 0;
  for (const line of text.split("\n")) {
    let em = 0;
    for (const c of line) em += charEm(c);
    lines += Math.max(1, Math.ceil((em * fontPx * 1.08) / widthPx));
  }
  return lines;
}

/** Notes as printed: trailing spaces gone, runs of blank lines made one. */
function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Many short lines (a list one item a line) run on, separated by ' / ', when they would not fit. */
function runOn(text: string): string {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .join(" / ");
}

/**
 * What the sheet prints that varies in length (issue 32 item 11: the BEO's timeline, vendors and
 * the kitchen's, floor's and hall set-up notes; the reservation's general notes are not printed).
 */
export interface SheetText {
  eventName: string;
  contact: string;
  /** One printed line each: '18:00 Arrival', 'Name, phone: what they bring'. */
  timeline: string[];
  vendors: string[];
  kitchenNotes: string;
  serviceNotes: string;
  hallSetupNotes: string;
}

type Notes = "kitchenNotes" | "serviceNotes" | "hallSetupNotes";
const noteFields: Notes[] = ["kitchenNotes", "serviceNotes", "hallSetupNotes"];

function height(d: SheetDensity, s: SheetText): number {
  const m = metrics[d];
  const notes = (text: string) =>
    Math.max(m.notes.min, estimateLines(text || "—", m.notes.px, PAGE.width) * m.notes.line);
  // Timeline and vendors print in the notes' type, one entry a line at least, in two columns.
  const list = (lines: string[]) =>
    Math.max(
      m.notes.min,
      lines.reduce((n, l) => n + estimateLines(l, m.notes.px, PAGE.width / 2), 0) * m.notes.line,
    );
  return (
    m.fixed +
    estimateLines(s.eventName, m.heading.px, PAGE.width) * m.heading.line +
    estimateLines(s.contact, m.contact.px, PAGE.width) * m.contact.line +
    list(s.timeline) +
    list(s.vendors) +
    noteFields.reduce((h, f) => h + notes(s[f]), 0)
  );
}

/** The type size of the sheet and its notes as printed. */
export function functionSheetLayout(s: SheetText): SheetText & { density: SheetDensity } {
  const tidied = {
    ...s,
    kitchenNotes: tidy(s.kitchenNotes),
    serviceNotes: tidy(s.serviceNotes),
    hallSetupNotes: tidy(s.hallSetupNotes),
  };
  for (const density of ["roomy", "compact", "dense"] as const) {
    if (height(density, tidied) <= PAGE.height * SAFETY) return { ...tidied, density };
  }
  return {
    ...tidied,
    kitchenNotes: runOn(tidied.kitchenNotes),
    serviceNotes: runOn(tidied.serviceNotes),
    hallSetupNotes: runOn(tidied.hallSetupNotes),
    density: "dense",
  };
}
