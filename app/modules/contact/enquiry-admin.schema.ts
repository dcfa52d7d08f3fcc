import { z } from "zod";

export const enquiryIdSchema = z.uuid();

/** The inbox's one action: mark an enquiry handled, or open again. */
export const enquiryActionSchema = z.object({
  intent: z.enum(["handled", "reopen"], { error: "Unknown action." }),
});

/** Issue 16: where the sale stands, set by staff. */
export const enquiryStatuses = ["new", "contacted", "converted", "closed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  converted: "Converted",
  closed: "Closed",
};

export const enquiryStatusSchema = z.object({
  intent: z.literal("status"),
  status: z.enum(enquiryStatuses, { error: "Please choose a status." }),
});

export function statusSavedText(status: EnquiryStatus): string {
  return `Enquiry status set to ${enquiryStatusLabels[status]}.`;
}

export const enquiryInboxTexts = {
  title: "Enquiries",
  empty: "No enquiries yet. Messages sent from the contact page appear here.",
  notFound: "Enquiry not found",
  denied: "Only administrators and managers can read contact enquiries.",
  handled: "Enquiry marked as handled.",
  reopened: "Enquiry opened again.",
  unverified: "Sent without the spam check (JavaScript off): kept here, not forwarded.",
  converted: "Converted to reservation",
} as const;
