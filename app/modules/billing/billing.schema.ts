import { z } from "zod";
import { parsePaise } from "~/modules/money";
import { addDays, formatPlainDate, isValidDate, todayIST } from "~/modules/time";
import { gstinStateCode, gstStates, isValidGstin, KARNATAKA, normalizeGstin } from "./gstin";
import { billingMessages as m } from "./messages";

/** The largest single payment or refund: ₹1,00,00,000 (issue 15 "Bad input"). */
export const MAX_PAYMENT_PAISE = 1_00_00_000_00;

export const paymentModes = ["cash", "upi", "card", "bank-transfer", "cheque"] as const;
export type PaymentMode = (typeof paymentModes)[number];
export const paymentModeLabels: Record<PaymentMode, string> = {
  cash: "Cash",
  upi: "UPI",
  card: "Card",
  "bank-transfer": "Bank transfer",
  cheque: "Cheque",
};

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v ?? "");

const required = (max: number, label: string) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} must be at most ${max} characters.`);

const stateCode = z.enum(gstStates.map((s) => s.code) as [string, ...string[]], {
  error: "Please choose a state.",
});

const gstin = z
  .string({ error: m.invalidGstin })
  .transform(normalizeGstin)
  .refine(isValidGstin, m.invalidGstin);

const prefix = (label: string) =>
  z
    .string({ error: `Please enter the ${label} prefix.` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,4}$/, `The ${label} prefix must be 1 to 4 letters or digits.`);

/** Business settings (issue 15 item 1): everything printed on every document. */
export const billingSettingsSchema = z
  .object({
    legalName: required(200, "legal name"),
    tradeName: text(200, "trade name"),
    gstin,
    address: required(500, "address"),
    stateCode: stateCode.default(KARNATAKA.code),
    sacCode: z
      .string({ error: "Please enter the SAC code." })
      .trim()
      .regex(/^\d{6}$/, "The SAC code must be 6 digits.")
      .default("996334"),
    quotationPrefix: prefix("quotation"),
    receiptPrefix: prefix("receipt"),
    invoicePrefix: prefix("invoice"),
    creditNotePrefix: prefix("credit note"),
    debitNotePrefix: prefix("debit note").default("DN"),
    refundPrefix: prefix("refund voucher").default("RF"),
    liquorPrefix: prefix("liquor bill").default("LQ"),
    bankAccountName: text(200, "account name"),
    bankAccountNumber: z
      .string()
      .trim()
      .regex(/^\d{6,18}$/, "The account number must be 6 to 18 digits.")
      .optional()
      .transform((v) => v ?? ""),
    bankIfsc: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "Please enter a valid IFSC (for example SBIN0001234).")
      .optional()
      .transform((v) => v ?? ""),
    bankName: text(200, "bank name"),
    upiId: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/,
        "Please enter a valid UPI ID (name@bank).",
      )
      .optional()
      .transform((v) => v ?? ""),
    terms: text(2000, "terms"),
  })
  .superRefine((value, ctx) => {
    if (isValidGstin(value.gstin) && gstinStateCode(value.gstin) !== value.stateCode) {
      ctx.addIssue({
        code: "custom",
        path: ["gstin"],
        message: "The GSTIN's state code must match the state.",
      });
    }
    const prefixes = [
      value.quotationPrefix,
      value.receiptPrefix,
      value.invoicePrefix,
      value.creditNotePrefix,
      value.debitNotePrefix,
      value.refundPrefix,
      value.liquorPrefix,
    ];
    if (new Set(prefixes).size !== prefixes.length) {
      ctx.addIssue({
        code: "custom",
        path: ["creditNotePrefix"],
        message: "Each series needs its own prefix.",
      });
    }
  });

export type BillingSettingsInput = z.output<typeof billingSettingsSchema>;
export const billingSettingsDefaults = {
  stateCode: KARNATAKA.code,
  sacCode: "996334",
  quotationPrefix: "QTN",
  receiptPrefix: "RV",
  invoicePrefix: "EDN",
  creditNotePrefix: "CN",
  debitNotePrefix: "DN",
  refundPrefix: "RF",
  liquorPrefix: "LQ",
};

/**
 * Client billing details (issue 15 item 2), optional fields of the reservation form's Client
 * Information section. With a GSTIN the invoice is B2B.
 */
export const clientBillingShape = {
  billingName: z.string().trim().max(200, "The billing name must be at most 200 characters.").optional(),
  billingAddress: z
    .string()
    .trim()
    .max(500, "The billing address must be at most 500 characters.")
    .optional(),
  billingStateCode: z.union([z.literal(""), stateCode]).optional(),
  billingGstin: z
    .string()
    .transform(normalizeGstin)
    .refine((v) => v === "" || isValidGstin(v), m.invalidGstin)
    .optional(),
  /** Issue 27 item 1: the tax line the package is billed under (empty: the default line). */
  taxLineId: z.union([z.literal(""), z.uuid("Tax line not found.")]).optional(),
};

/** The reservation form's check across the billing fields (its schema adds clientBillingShape). */
export function checkClientBilling(
  value: { billingStateCode?: string; billingGstin?: string },
  ctx: z.RefinementCtx,
) {
  if (
    value.billingGstin &&
    isValidGstin(value.billingGstin) &&
    value.billingStateCode &&
    gstinStateCode(value.billingGstin) !== value.billingStateCode
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["billingStateCode"],
      message: "The state must match the GSTIN's state code.",
    });
  }
}

export const clientBillingSchema = z.object(clientBillingShape).superRefine(checkClientBilling);
export type ClientBillingInput = z.output<typeof clientBillingSchema>;

const amount = z
  .string({ error: m.amountRequired })
  .trim()
  .min(1, m.amountRequired)
  .transform((v, ctx) => {
    const paise = parsePaise(v);
    if (paise === null) {
      ctx.addIssue({ code: "custom", message: /^-/.test(v) ? m.amountPositive : m.amountFormat });
      return z.NEVER;
    }
    if (paise <= 0) {
      ctx.addIssue({ code: "custom", message: m.amountPositive });
      return z.NEVER;
    }
    if (paise > MAX_PAYMENT_PAISE) {
      ctx.addIssue({ code: "custom", message: m.amountMax });
      return z.NEVER;
    }
    return paise;
  });

const paidOn = z
  .string({ error: m.dateRequired })
  .refine(isValidDate, m.dateRequired)
  .refine((v) => v <= todayIST(), m.dateInFuture);

/** What every ledger entry records: amount, date, mode and reference. */
const ledgerEntry = {
  amount,
  paidOn,
  mode: z.enum(paymentModes, { error: m.modeRequired }),
  reference: text(100, "reference"),
};

/** A payment received (issue 15 item 3). */
export const paymentSchema = z.object({ ...ledgerEntry, note: text(500, "note") });
export type PaymentInput = z.output<typeof paymentSchema>;

/** A refund: its own ledger entry, with a reason (payments are never edited or deleted). */
export const refundSchema = z.object({ ...ledgerEntry, reason: required(500, "reason for the refund") });
export type RefundInput = z.output<typeof refundSchema>;

/** The Income-tax Act sections a client deducts TDS under on a hall's bill (issue 27 item 21). */
export const tdsSections = ["194C", "194I", "194J", "194O"] as const;
export const tdsSectionLabels: Record<(typeof tdsSections)[number], string> = {
  "194C": "194C (contract: catering, event services)",
  "194I": "194I (rent of land, building or hall)",
  "194J": "194J (professional or technical services)",
  "194O": "194O (e-commerce operator)",
};

/** TDS deducted by the client: its own ledger entry, counting towards settlement. */
export const tdsSchema = z.object({
  amount,
  paidOn,
  section: z.enum(tdsSections, { error: "Please choose the section." }),
  reference: text(100, "reference"),
  certificateReceived: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
});
export type TdsInput = z.output<typeof tdsSchema>;

/** A TDS certificate (Form 16A) received. */
export const tdsCertificateSchema = z.object({
  receivedOn: paidOn,
  reference: text(100, "certificate number"),
});

/** A credit or debit note by amount (issue 27 items 11, 12): taxable value and reason. */
export const noteSchema = z.object({
  taxable: amount,
  reason: z
    .string({ error: "Please choose the reason." })
    .trim()
    .min(1, "Please choose the reason.")
    .max(200, "The reason must be at most 200 characters."),
  details: text(300, "details"),
});

/** Cancellation charges (issue 27 item 6): the taxable value the hall keeps, and why. */
export const cancellationSchema = z.object({
  taxable: amount,
  reason: required(200, "reason"),
});

/** How long a quotation stays valid unless its issuer chooses a date (days from today, IST). */
export const QUOTATION_VALID_DAYS = 15;
/** The furthest validity date a quotation may take (days from today): a price held half a year at most. */
export const QUOTATION_MAX_VALID_DAYS = 180;

/**
 * The validity dates a quotation issued `today` may take for an event on `eventDate`: from today to
 * 180 days ahead, and never after an event still to come (an offer to accept after the event means
 * nothing). The default is 15 days, or the event's date when that comes sooner.
 */
export function quotationValidity(today: string, eventDate: string) {
  const furthest = addDays(today, QUOTATION_MAX_VALID_DAYS);
  const latest = eventDate >= today && eventDate < furthest ? eventDate : furthest;
  const fifteen = addDays(today, QUOTATION_VALID_DAYS);
  return { earliest: today, latest, fallback: fifteen < latest ? fifteen : latest };
}

/** Why a quotation cannot be valid until `validUntil` (a valid YYYY-MM-DD date), or null. */
export function validityRefusal(validUntil: string, today: string, eventDate: string): string | null {
  const { earliest, latest } = quotationValidity(today, eventDate);
  if (validUntil < earliest) return m.validUntilPast;
  if (validUntil > latest) {
    return latest === eventDate
      ? m.validUntilAfterEvent(formatPlainDate(eventDate))
      : m.validUntilTooFar(QUOTATION_MAX_VALID_DAYS);
  }
  return null;
}

/** The quotation's form: its validity date (empty: the default). */
export const quotationSchema = z.object({
  validUntil: z
    .string()
    .optional()
    .refine((v) => v === undefined || isValidDate(v), m.dateRequired),
});
