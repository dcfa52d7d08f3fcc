import { z } from "zod";
import { venue } from "~/modules/site-content/venue";

export const enquiryIdSchema = z.uuid();

/** The inbox's one action: mark an enquiry handled, or open again. */
export const enquiryActionSchema = z.object({
  intent: z.enum(["handled", "reopen"], { error: "Unknown action." }),
});

/**
 * Issue 32 item 10: one status flow, New → Contacted → Quoted → Won / Lost (with a reason). A
 * reservation made from the enquiry moves it (Quoted while pending, Won once confirmed) and so do the
 * reservation's later changes (Lost when it is cancelled or its hold runs out or is released).
 */
export const enquiryStatuses = ["new", "contacted", "quoted", "won", "lost"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/** Why an enquiry was lost: staff choose one; the last three are set by its reservation's changes. */
export const lostReasons = [
  "price",
  "date-unavailable",
  "other-venue",
  "no-response",
  "event-cancelled",
  "other",
  "booking-cancelled",
  "hold-expired",
  "hold-released",
] as const;
export type LostReason = (typeof lostReasons)[number];
export const staffLostReasons = lostReasons.slice(0, 6);
export const lostReasonLabels: Record<LostReason, string> = {
  price: "Price",
  "date-unavailable": "Date not available",
  "other-venue": "Chose another venue",
  "no-response": "No response",
  "event-cancelled": "Event called off",
  other: "Other",
  "booking-cancelled": "Booking cancelled",
  "hold-expired": "Hold expired",
  "hold-released": "Hold released",
};

export const sourceLabels: Record<string, string> = {
  contact: "Contact page",
  luxe: `${venue.hallName} hall form`,
};

export const enquiryStatusSchema = z
  .object({
    intent: z.literal("status"),
    status: z.enum(enquiryStatuses, { error: "Please choose a status." }),
    lostReason: z.union([z.literal(""), z.enum(staffLostReasons)]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "lost" && !v.lostReason) {
      ctx.addIssue({ code: "custom", path: ["lostReason"], message: "Please choose why it was lost." });
    }
  });

export const FOLLOW_UP_NOTE_MAX = 2000;
export const followUpSchema = z.object({
  intent: z.literal("follow-up"),
  followUpOn: z.union([z.literal(""), z.iso.date({ error: "Please choose a valid date." })]),
});
export const callNoteSchema = z.object({
  intent: z.literal("note"),
  body: z
    .string()
    .trim()
    .min(1, "Write what was said.")
    .max(
      FOLLOW_UP_NOTE_MAX,
      `A note can be at most ${FOLLOW_UP_NOTE_MAX.toLocaleString("en-IN")} characters.`,
    ),
});

/** The inbox's search and filters, as its URL holds them. */
export const inboxFilterSchema = z.object({
  q: z.string().trim().max(100, "Search for at most 100 characters.").default(""),
  status: z.enum(enquiryStatuses).optional().catch(undefined),
  source: z.enum(["contact", "luxe"]).optional().catch(undefined),
  show: z.enum(["all", "due", "unanswered"]).default("all").catch("all"),
});
export type InboxFilter = z.output<typeof inboxFilterSchema>;

/** An enquiry still New this long after it came is 'unanswered' (issue 32 item 10). */
export const UNANSWERED_AFTER_HOURS = 24;

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
  noteSaved: "Call note saved.",
  followUpSaved: "Follow-up date saved.",
  followUpCleared: "Follow-up date cleared.",
  unanswered: `Unanswered for ${UNANSWERED_AFTER_HOURS} hours or more`,
  dueToday: "Follow-ups due today",
  noneDue: "No follow-ups due today.",
  noMatches: "No enquiries match.",
  reportTitle: "Enquiry report",
} as const;
