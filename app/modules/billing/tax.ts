import { intraStateGst, mulDivRound, type Paise } from "~/modules/money";

/**
 * GST on a hall hired for a function: the place of supply is where the hall is (IGST Act, section
 * 12(3)), so the tax is always central + State tax at half the rate each (docs/billing.md).
 * Rates are in hundredths of a percent (18 % → 1800), as the reservation stores them.
 */
export interface TaxSplit {
  taxable: Paise;
  /** The whole rate in hundredths of a percent; CGST and SGST are each charged at half of it. */
  rate: number;
  cgst: Paise;
  sgst: Paise;
  total: Paise;
}

/**
 * An invoice's tax. With a percentage, central and State tax are each computed on the taxable
 * value and rounded half-up to the paisa. A flat GST amount (the form's 'amount' type) is split
 * in two halves (the odd paisa to central tax) and its rate is the effective one, to the hundredth.
 */
export function invoiceTax(options: {
  taxable: Paise;
  gstType: "percentage" | "amount";
  gstValue: number;
}): TaxSplit {
  const { taxable, gstType, gstValue } = options;
  if (gstType === "percentage") {
    const split = intraStateGst(taxable, gstValue);
    return { taxable, rate: gstValue, cgst: split.cgst, sgst: split.sgst, total: split.total };
  }
  const cgst = Math.ceil(gstValue / 2);
  const sgst = gstValue - cgst;
  const rate = taxable === 0 ? 0 : mulDivRound(gstValue, 100 * 100, taxable);
  return { taxable, rate, cgst, sgst, total: taxable + gstValue };
}

/**
 * The tax inside an amount received in advance (CGST Rules, rule 50: a receipt voucher states the
 * tax on the advance): the amount includes GST at `rate`, so taxable = amount × 100 / (100 + rate),
 * rounded half-up; the tax is the rest, halved with the odd paisa to central tax.
 */
export function taxInside(amount: Paise, rate: number): TaxSplit {
  const taxable = mulDivRound(amount, 100 * 100, 100 * 100 + rate);
  const tax = amount - taxable;
  const cgst = Math.ceil(tax / 2);
  return { taxable, rate, cgst, sgst: tax - cgst, total: amount };
}

/**
 * "18 %" / "9 %" / "2.5 %": a rate in hundredths as documents print it, as the law writes it (a
 * space before the sign; issue 27 item 3). Half of an odd rate of an older document keeps its
 * third decimal ("3.665 %").
 */
export function formatRate(hundredths: number): string {
  return `${Number((hundredths / 100).toFixed(3))} %`;
}
