import { z } from "zod";

export const enquiryIdSchema = z.uuid();

/** The inbox's one action: mark an enquiry handled, or open again. */
export const enquiryActionSchema = z.object({
  intent: z.enum(["handled", "reopen"], { error: "Unknown action." }),
});

export const enquiryInboxTexts = {
  title: "Enquiries",
  empty: "No enquiries yet. Messages sent from the contact page appear here.",
  notFound: "Enquiry not found",
  denied: "Only administrators and managers can read contact enquiries.",
  handled: "Enquiry marked as handled.",
  reopened: "Enquiry opened again.",
  unverified: "Sent without the spam check (JavaScript off): kept here, not forwarded.",
} as const;
