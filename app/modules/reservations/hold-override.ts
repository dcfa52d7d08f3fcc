import { formatDateTime } from "~/modules/time";

/**
 * Issue 32 item 7: holds that hold: the refusal, the override and 'Release hold'. Apart from
 * holds.ts, which the dashboards load (ranks and hold ends): these are the forms' and detail's.
 */
export const holdOverrideTexts = {
  overrideLabel: "Override the 1st-option hold",
  overrideReasonLabel: "Reason for the override",
  overrideReasonRequired: "Enter the reason for overriding the hold.",
  overrideDenied: "Only administrators and operations staff can override a hold.",
  released: "Hold released",
  releaseButton: "Release hold",
  releaseConfirm: "Release this hold? The reservation is cancelled and the date is free for others.",
  releaseDone: "Hold released.",
  releaseFailed: "Failed to release the hold. Please try again.",
  notHeld: "This reservation holds no date.",
  reasonTooLong: "The reason can be at most 500 characters.",
} as const;

/** The start of item 7's refusal: the form offers the override when the server answered with it. */
export const HOLD_REFUSAL_START = "This slot is held for ";

/** Issue 32 item 7's refusal, naming the client and the hold's end (IST). */
export function holdMessage(hold: { clientName: string; holdUntil: Date | string }): string {
  return `${HOLD_REFUSAL_START}${hold.clientName} (1st option) until ${formatDateTime(hold.holdUntil)}. Release the hold or ask an administrator to override.`;
}

export const HOLD_REASON_MAX = 500;
