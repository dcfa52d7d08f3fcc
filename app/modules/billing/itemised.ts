import { z } from "zod";
import { formatINR, type Paise, parsePaise } from "~/modules/money";
import { halfTax } from "./advances";
import { formatRate } from "./tax";

/**
 * Itemised quotations and invoices (issue 32 item 6; docs/billing.md "Itemised lines"). Besides
 * spec 5's per-plate package, a reservation holds lines, each with a quantity, a rate and the tax
 * line (SAC and rate) it is billed under. Tax is charged per tax line on the net taxable value of
 * its lines (a discount nets inside its tax line, before tax): central tax = State tax = the half
 * rate on that value, rounded half-up to the paisa, doubled for the GST (docs/billing.md,
 * "Rounding rule"). Pure: the lines are passed in.
 */

export const lineKinds = [
  "plates",
  "hall-rent",
  "decor",
  "sound",
  "extra-hours",
  "counter",
  "discount",
  "other",
] as const;
export type LineKind = (typeof lineKinds)[number];

export const lineKindLabels: Record<LineKind, string> = {
  plates: "Plates (other meal type)",
  "hall-rent": "Hall rent",
  decor: "Décor",
  sound: "Sound / DJ",
  "extra-hours": "Extra hours",
  counter: "Counter",
  discount: "Discount",
  other: "Other",
};

/** Lines the kitchen and the floor work from (issue 32 item 11: the function sheet shows them). */
export const floorKinds: readonly LineKind[] = ["plates", "counter", "decor", "sound", "extra-hours"];

/** A tax line as a line names it (its description, SAC and rate in hundredths of a percent). */
export interface LineTax {
  id: string;
  description: string;
  sac: string;
  rate: number;
}

/** One line of a reservation (the package included, as `kind: 'package'`). */
export interface ItemLine {
  kind: LineKind | "package";
  description: string;
  quantity: number;
  /** Per unit; negative for a discount. */
  unitPrice: Paise;
  /** quantity × unit price, except the package, whose taxable value is spec 5's. */
  taxable: Paise;
  taxLine: LineTax;
}

/** One printed row of a document: what the line is, and the tax line it is billed under. */
export interface DocumentLine {
  kind: string;
  description: string;
  sac: string;
  quantity: number;
  unitPrice: Paise;
  taxable: Paise;
  rate: number;
  /** The tax line's description ('Hall hire'). */
  taxLine: string;
}

/** The tax of one tax line on one document: what GSTR-1 and the e-invoice read per SAC and rate. */
export interface TaxRow {
  sac: string;
  rate: number;
  description: string;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
}

export const lineTexts = {
  negative: (taxLine: string, rate: number, net: Paise) =>
    `A discount cannot make ${taxLine} (${formatRate(rate)}) negative: its lines would add up to −${formatINR(-net)}. Lower the discount.`,
  added: "Line added.",
  removed: "Line removed.",
  notFound: "Line not found.",
  packageApplied: (name: string, count: number) => `${count} line${count === 1 ? "" : "s"} of ${name} added.`,
  packageSaved: (name: string) => `Package ${name} saved.`,
  packageDeleted: (name: string) => `Package ${name} removed.`,
  packageNameTaken: "A package with this name already exists.",
  packageEmpty: "Add lines to the reservation before saving them as a package.",
  packageNotFound: "Package not found.",
  taxLineRequired: "Please choose the tax line.",
  editDenied: "You do not have permission to edit this reservation's lines.",
  packageDenied: "Only an administrator can save packages.",
  tooMany: "A reservation can have at most 40 lines.",
} as const;

/** The form of one line (quantity, rate in rupees; a discount's amount is typed positive). */
export const lineSchema = z.object({
  kind: z.enum(lineKinds, { error: "Please choose what the line is." }),
  description: z
    .string({ error: "Please enter the description." })
    .trim()
    .min(1, "Please enter the description.")
    .max(120, "The description must be at most 120 characters."),
  quantity: z
    .string({ error: "Please enter the quantity." })
    .trim()
    .regex(/^\d{1,6}$/, "The quantity must be a whole number from 1 to 1,00,000.")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100000, "The quantity must be a whole number from 1 to 1,00,000."),
  rate: z.string({ error: "Please enter the rate." }).transform((v, ctx) => {
    const paise = parsePaise(v);
    if (paise === null || paise <= 0 || paise > 1_00_00_000_00) {
      ctx.addIssue({ code: "custom", message: "Please enter a rate from ₹0.01 to ₹1,00,00,000.00." });
      return z.NEVER;
    }
    return paise;
  }),
  taxLineId: z.string({ error: lineTexts.taxLineRequired }).uuid(lineTexts.taxLineRequired),
});
export type LineInput = z.output<typeof lineSchema>;

/** A discount's rate is stored negative: a negative taxable value before tax. */
export const signedRate = (input: Pick<LineInput, "kind" | "rate">): Paise =>
  input.kind === "discount" ? -input.rate : input.rate;

/**
 * The tax per tax line, in the order the lines first name them: the net taxable value of its lines
 * and central tax = State tax = half the rate on it, rounded half-up (then doubled for the GST).
 */
export function taxRowsOf(lines: readonly Pick<ItemLine, "taxable" | "taxLine">[]): TaxRow[] {
  const rows = new Map<string, TaxRow>();
  for (const l of lines) {
    const row = rows.get(l.taxLine.id) ?? {
      sac: l.taxLine.sac,
      rate: l.taxLine.rate,
      description: l.taxLine.description,
      taxable: 0,
      cgst: 0,
      sgst: 0,
    };
    row.taxable += l.taxable;
    rows.set(l.taxLine.id, row);
  }
  return [...rows.values()].map((r) => {
    const half = halfTax(r.taxable, r.rate);
    return { ...r, cgst: half, sgst: half };
  });
}

/**
 * Why these lines cannot stand (a discount making its tax line's net value negative), or null.
 * Issue 32 item 6: a discount is a negative taxable value within the same tax line, never making a
 * line's total negative overall.
 */
export function linesRefusal(lines: readonly Pick<ItemLine, "taxable" | "taxLine">[]): string | null {
  for (const row of taxRowsOf(lines))
    if (row.taxable < 0) return lineTexts.negative(row.description, row.rate, row.taxable);
  return null;
}

export interface Itemised {
  lines: DocumentLine[];
  taxes: TaxRow[];
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  total: Paise;
}

export const documentLineOf = (l: ItemLine): DocumentLine => ({
  kind: l.kind,
  description: l.description,
  sac: l.taxLine.sac,
  quantity: l.quantity,
  unitPrice: l.unitPrice,
  taxable: l.taxable,
  rate: l.taxLine.rate,
  taxLine: l.taxLine.description,
});

/** A document's rows and tax per tax line, and its totals (they add up to the paisa). */
export function itemise(lines: readonly ItemLine[]): Itemised {
  const taxes = taxRowsOf(lines);
  return { lines: lines.map(documentLineOf), ...sumRows(taxes), taxes };
}

export function sumRows(taxes: readonly TaxRow[]) {
  const taxable = taxes.reduce((s, r) => s + r.taxable, 0);
  const cgst = taxes.reduce((s, r) => s + r.cgst, 0);
  const sgst = taxes.reduce((s, r) => s + r.sgst, 0);
  return { taxable, cgst, sgst, total: taxable + cgst + sgst };
}

/**
 * What the lines add to spec 5's total including GST (the one balance's booking total): the
 * package's own tax line is charged on the package and its lines together, so the difference is
 * taken against the package alone; other tax lines add their value and tax. 0 without lines.
 */
export function linesExtra(
  pkg: { taxable: Paise; taxLine: LineTax } | null,
  lines: readonly Pick<ItemLine, "taxable" | "taxLine">[],
): Paise {
  if (lines.length === 0) return 0;
  const all = pkg ? [{ ...packageItem(pkg), taxable: pkg.taxable }, ...lines] : [...lines];
  const withLines = sumRows(taxRowsOf(all)).total;
  const alone = pkg ? pkg.taxable + 2 * halfTax(pkg.taxable, pkg.taxLine.rate) : 0;
  return withLines - alone;
}

/**
 * The one balance's `extras` (issue 32 item 6): what a reservation's lines add to spec 5's total
 * including GST. The package's tax line is charged on the package and its lines together when the
 * package's GST is that line's rate (as its documents charge it); otherwise each tax line of the
 * lines on its own. Pure, in paise: the save (`bookingExtras` of `balance.server.ts`, from the
 * stored reservation) and the reservation form's live preview (from what is typed) both call it.
 */
export function extrasOfLines(
  pkg: { taxable: Paise; gstType: string; gstValue: Paise },
  lines: readonly Pick<ItemLine, "taxable" | "taxLine">[],
  packageTaxLine: LineTax | null,
): Paise {
  if (lines.length === 0) return 0;
  const onLine =
    packageTaxLine !== null && pkg.gstType === "percentage" && pkg.gstValue === packageTaxLine.rate;
  return linesExtra(onLine ? { taxable: pkg.taxable, taxLine: packageTaxLine } : null, lines);
}

const packageItem = (pkg: { taxable: Paise; taxLine: LineTax }): ItemLine => ({
  kind: "package",
  description: "",
  quantity: 1,
  unitPrice: pkg.taxable,
  taxable: pkg.taxable,
  taxLine: pkg.taxLine,
});

/**
 * A document's tax per SAC and rate: `documentTaxRows` of `gstr1.ts` (one function for GSTR-1, the
 * e-invoice and the notes): an itemised snapshot's `taxes`, else its one supply as printed.
 */
export { documentTaxRows } from "./gstr1";

/** The tax per rate as a document prints it ('CGST @ 9 %' once for every line at 18 %). */
export function taxPerRate(
  rows: readonly TaxRow[],
): { rate: number; taxable: Paise; cgst: Paise; sgst: Paise }[] {
  const byRate = new Map<number, { rate: number; taxable: Paise; cgst: Paise; sgst: Paise }>();
  for (const r of rows) {
    const t = byRate.get(r.rate) ?? { rate: r.rate, taxable: 0, cgst: 0, sgst: 0 };
    t.taxable += r.taxable;
    t.cgst += r.cgst;
    t.sgst += r.sgst;
    byRate.set(r.rate, t);
  }
  return [...byRate.values()];
}

/** A package line as the admin saved it (rate in paise, negative for a discount). */
export interface PackageLine {
  kind: LineKind;
  description: string;
  quantity: number;
  rate: Paise;
  taxLineId: string;
}

export const packageSchema = z.object({
  name: z
    .string({ error: "Please enter the package's name." })
    .trim()
    .min(1, "Please enter the package's name.")
    .max(80, "The name must be at most 80 characters."),
});
