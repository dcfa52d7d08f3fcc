import { formatDateTime } from "~/modules/time";
import { STAFF_TITLE } from "~/modules/site-content/venue";

/** The reset-link e-mail to the account (queued in the outbox by createResetLink when e-mail is configured). */
export function resetLinkMail(options: { url: string; expiresAt: string }) {
  return {
    fromName: STAFF_TITLE,
    subject: `Set a new password for ${STAFF_TITLE}`,
    text: [
      "An administrator created a link for you to set a new password:",
      "",
      options.url,
      "",
      `It works once, until ${formatDateTime(options.expiresAt)} (India Standard Time).`,
      "If you did not expect it, tell your administrator.",
    ].join("\n"),
  };
}
