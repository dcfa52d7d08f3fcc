/** Every text of e-invoicing and of the PDFs' copies and signature (issue 27 items 18 and 23). */
export const filingMessages = {
  eInvoicingLabel: "Aggregate turnover above ₹5 crore: e-invoicing applies",
  eInvoicingOn:
    "E-invoicing is on: B2B invoices, credit notes and debit notes need their IRN before they are sent.",
  eInvoicingOff: "E-invoicing is off.",
  eInvoicingDisabled: "E-invoicing is off in Billing Settings: this document has no e-invoice.",
  notEInvoiceable:
    "Only tax invoices, credit notes and debit notes to a registered client (with a GSTIN) are e-invoices.",
  irnAlreadyRecorded: (irn: string) => `An IRN is already recorded for this document (${irn.slice(0, 12)}…).`,
  irnUsedElsewhere: (number: string) => `This IRN is already recorded for ${number}.`,
  irnRecorded: (number: string) => `IRN recorded for ${number}.`,
  answerRequired: "Paste the IRP's answer or choose its file.",
  answerTooLarge: "The IRP's answer is too large (at most 200 KB).",
  sendBeforeIrn: (number: string) =>
    `${number} needs its IRN before it is sent: download its e-invoice JSON, upload it to the IRP and record the IRP's answer (CGST rule 48(4)).`,
  sendBeforeIrnShort: "Record IRN first",
  certificateDenied: "Only administrators can change billing settings.",
  certificateRequired: "Choose the certificate file (.p12 or .pfx).",
  certificateTooLarge: "The certificate file is too large (at most 256 KB).",
  certificateMalformed: "This file is not a PKCS#12 certificate (.p12 or .pfx). Nothing was saved.",
  certificateWrongPassword: "The password does not open this certificate file. Nothing was saved.",
  certificateNoKey:
    "This file has no private key with its certificate: export the certificate with its private key. Nothing was saved.",
  certificateExpired: (date: string) => `This certificate expired on ${date}. Nothing was saved.`,
  certificateNotYetValid: (date: string) => `This certificate is valid only from ${date}. Nothing was saved.`,
  certificateSaved: "Signing certificate saved: every PDF is now digitally signed.",
  certificateRemoved: "Signing certificate removed: PDFs are no longer signed.",
  certificateNone: "No signing certificate: PDFs are not digitally signed.",
  certificateUnreadable:
    "The signing certificate cannot be read with this server's session secret (SESSION_SECRET changed?): PDFs are not signed until it is uploaded again.",
  passwordRequired: "Please enter the certificate's password.",
  settingsFailed: "Failed to save the setting. Please try again.",
  importFailed: "Failed to record the IRP's answer. Please try again.",
} as const;

/** Rule 48(2) (services): the original for the recipient and the duplicate for the supplier. */
export const copyLabels = {
  original: "ORIGINAL FOR RECIPIENT",
  duplicate: "DUPLICATE FOR SUPPLIER",
} as const;
export type DocumentCopy = keyof typeof copyLabels;
