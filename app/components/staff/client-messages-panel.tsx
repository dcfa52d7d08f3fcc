import { messageKinds, messageLabels, whatsappTexts } from "~/modules/reservations/client-messages";
import type { SentMessage } from "~/modules/reservations/send-whatsapp.server";
import { formatDateTime } from "~/modules/time";
import { buttonClass } from "~/components/ui/button";

/**
 * Issue 16: WhatsApp messages to the client (plain forms: each records the message, then opens
 * wa.me with the text in a new tab) and every message sent so far.
 */
export function ClientMessagesPanel({
  reservationId,
  whatsappUsable,
  sent,
}: {
  reservationId: string;
  whatsappUsable: boolean;
  sent: SentMessage[];
}) {
  return (
    <section
      aria-labelledby="messages-title"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6"
    >
      <h2 id="messages-title" className="mb-3 text-lg font-semibold">
        Message the client
      </h2>
      {whatsappUsable ? (
        <div className="flex flex-wrap gap-2">
          {messageKinds.map((kind) => (
            <form
              key={kind}
              method="post"
              action={`/luxebooking/reservation/${reservationId}/whatsapp`}
              target="_blank"
              rel="noopener"
            >
              <input type="hidden" name="kind" value={kind} />
              <button type="submit" className={buttonClass({ variant: "success" })}>
                WhatsApp: {messageLabels[kind]}
                <span className="sr-only"> (opens in a new tab)</span>
              </button>
            </form>
          ))}
        </div>
      ) : (
        <p className="text-sm text-red-900">{whatsappTexts.unusablePhone}</p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-gray-700">Messages sent</h3>
      {sent.length === 0 ? (
        <p className="text-sm text-gray-700">None yet.</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-sm" data-testid="messages-sent">
          {sent.map((m) => (
            <li key={`${m.sentAt}-${m.label}`}>
              {`${formatDateTime(m.sentAt)} · ${m.channel} · ${m.label} · ${m.sentByEmail}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
