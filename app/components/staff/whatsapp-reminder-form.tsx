import { buttonClass } from "~/components/ui/button";

/**
 * Issue 30 item 8: the one-click WhatsApp reminder of an instalment, in the reservation's Client page
 * section and in Dues alike. It posts to the reservation's client-page route (its use case records
 * the reminder, then sends the browser on to wa.me in a new tab). `about` names the instalment for
 * screen readers ("reminder for <about> (opens in a new tab)").
 */
export function WhatsAppReminderForm({
  reservationId,
  reference,
  about,
}: {
  reservationId: string;
  reference: string;
  about: string;
}) {
  return (
    <form
      method="post"
      action={`/luxebooking/reservation/${reservationId}/client-page`}
      target="_blank"
      rel="noopener"
    >
      <input type="hidden" name="intent" value="whatsapp-reminder" />
      <input type="hidden" name="reference" value={reference} />
      <button
        type="submit"
        className={`whitespace-nowrap ${buttonClass({ variant: "success", size: "sm" })}`}
      >
        WhatsApp
        <span className="sr-only"> reminder for {about} (opens in a new tab)</span>
      </button>
    </form>
  );
}
