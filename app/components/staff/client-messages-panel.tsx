import { useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { useResultToast } from "~/components/ui/toast";
import {
  emailTexts,
  type MessageKind,
  messageLabels,
  whatsappTexts,
} from "~/modules/reservations/client-messages";
import type { SentMessage } from "~/modules/reservations/send-whatsapp.server";
import { formatDateTime } from "~/modules/time";
import { Panel } from "~/components/ui/panel";

type Result = { ok: true; message: string } | { ok: false; error: string };

/** Queues one message by e-mail; the answer is a toast. */
function EmailButton({ reservationId, kind }: { reservationId: string; kind: MessageKind }) {
  const fetcher = useFetcher<Result>({ key: `email-${reservationId}-${kind}` });
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" action={`/luxebooking/reservation/${reservationId}/email`}>
      <input type="hidden" name="kind" value={kind} />
      <Button type="submit" variant="outline" busy={fetcher.state !== "idle"}>
        E-mail: {messageLabels[kind]}
      </Button>
    </fetcher.Form>
  );
}

/**
 * Issue 16: messages to the client, each by WhatsApp (a plain form: it records the message, then
 * opens wa.me with the text in a new tab) or by e-mail (through the outbox), and every message
 * sent so far.
 */
export function ClientMessagesPanel({
  reservationId,
  whatsappUsable,
  emailUsable,
  emailSetUp,
  kinds,
  sent,
}: {
  reservationId: string;
  whatsappUsable: boolean;
  emailUsable: boolean;
  /** Issue 32 item 8: SMTP_URL is set; without it the e-mail buttons say so instead. */
  emailSetUp: boolean;
  /** Issue 32 item 8: the messages that match the reservation's status. */
  kinds: MessageKind[];
  sent: SentMessage[];
}) {
  const emailButtons = emailUsable && emailSetUp;
  return (
    <Panel id="messages-title" look="reservation" title="Message the client">
      {whatsappUsable ? null : <p className="mb-2 text-sm text-red-900">{whatsappTexts.unusablePhone}</p>}
      {emailUsable ? null : <p className="mb-2 text-sm text-red-900">{emailTexts.noEmail}</p>}
      {emailUsable && !emailSetUp && kinds.length > 0 ? (
        <p className="mb-2 text-sm font-semibold text-amber-900" data-testid="email-not-set-up">
          {emailTexts.notSetUp}
        </p>
      ) : null}
      {kinds.length === 0 ? (
        <p className="mb-2 text-sm text-gray-700">No messages for a reservation with this status.</p>
      ) : null}
      {(whatsappUsable || emailButtons) && kinds.length > 0 ? (
        <ul className="space-y-2" aria-label="Messages">
          {kinds.map((kind) => (
            <li key={kind} className="flex flex-wrap gap-2">
              {whatsappUsable ? (
                <form
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
              ) : null}
              {emailButtons ? <EmailButton reservationId={reservationId} kind={kind} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-gray-700">Messages sent</h3>
      {sent.length === 0 ? (
        <p className="text-sm text-gray-700">None yet.</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-sm" data-testid="messages-sent">
          {sent.map((m) => (
            <li key={m.id}>
              {`${formatDateTime(m.sentAt)} · ${m.channel} · ${m.label} · ${m.sentByEmail}`}
              {m.delivery ? ` (${m.delivery})` : ""}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
