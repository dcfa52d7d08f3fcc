import type { BillingSettingsInput } from "./billing.schema";

/** Complete billing settings (a valid Karnataka GSTIN), for tests and benches that issue documents. */
export function billingSettingsInput(overrides: Partial<BillingSettingsInput> = {}): BillingSettingsInput {
  return {
    legalName: "Eden Garden Hospitality LLP",
    tradeName: "",
    gstin: "29AAPFU0939F1ZR",
    address: "Bengaluru",
    stateCode: "29",
    sacCode: "996334",
    quotationPrefix: "QTN",
    receiptPrefix: "RV",
    invoicePrefix: "EDN",
    creditNotePrefix: "CN",
    debitNotePrefix: "DN",
    refundPrefix: "RF",
    liquorPrefix: "LQ",
    bankAccountName: "",
    bankAccountNumber: "",
    bankIfsc: "",
    bankName: "",
    upiId: "",
    terms: "",
    ...overrides,
  };
}
