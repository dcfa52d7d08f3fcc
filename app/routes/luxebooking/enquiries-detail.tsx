import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button, buttonClass } from "~/components/ui/button";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError, unexpectedFailure } from "~/modules/errors";
import { respond, toastReply } from "~/modules/http/respond.server";
import {
  callNoteSchema,
  enquiryActionSchema,
  enquiryIdSchema,
  enquiryInboxTexts,
  enquiryStatusSchema,
  FOLLOW_UP_NOTE_MAX,
  followUpSchema,
  sourceLabels,
  statusSavedText,
} from "~/modules/contact/enquiry-admin.schema";
import {
  addCallNote,
  openEnquiry,
  setEnquiryHandled,
  setEnquiryStatus,
  setFollowUp,
} from "~/modules/contact/enquiries.server";
import { Input, Textarea } from "~/components/ui/input";
import { formatPlainDate } from "~/modules/time";
import { EnquiryStatusForm } from "~/components/staff/enquiry-status-form";
import { can } from "~/permissions";
import { formatDateTime } from "~/modules/time";
import { mailtoLink, whatsappReplyLink } from "~/modules/contact/reply-links";
import { whatsappTexts } from "~/modules/reservations/client-messages";
import type { Route } from "./+types/enquiries-detail";
import { readForm } from "~/modules/http/read-form.server";
import { STAFF_TITLE } from "~/modules/site-content/venue";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

export const meta = () => [{ title: `Enquiry — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "enquiry.view", enquiryInboxTexts.denied);
  const id = enquiryIdSchema.safeParse(args.params.id);
  if (!id.success) throw data({ message: enquiryInboxTexts.notFound }, { status: 404 });
  const app = getApp(args.context);
  const enquiry = await openEnquiry(app.database.db, { id: id.data, actor: user, events: app.events });
  if (!enquiry) throw data({ message: enquiryInboxTexts.notFound }, { status: 404 });
  const canConvert = can(user.role, "reservation.create") && can(user.role, "enquiry.handle");
  return { enquiry, canConvert };
}

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "enquiry.handle", enquiryInboxTexts.denied);
  const form = Object.fromEntries(await readForm(args.request));
  const app = getApp(args.context);
  return respond(args, toastReply(unexpectedFailure), async () => {
    const id = enquiryIdSchema.safeParse(args.params.id);
    if (form.intent === "note") {
      const note = parseOrRefuse(callNoteSchema, form, "body");
      if (!id.success) throw new DomainError(404, enquiryInboxTexts.notFound);
      if (
        !(await addCallNote(app.database.db, {
          id: id.data,
          actor,
          body: note.body,
          events: app.events,
        }))
      ) {
        throw new DomainError(404, enquiryInboxTexts.notFound);
      }
      return { ok: true as const, message: enquiryInboxTexts.noteSaved };
    }
    if (form.intent === "follow-up") {
      const followUp = parseOrRefuse(followUpSchema, form, "followUpOn");
      if (!id.success) throw new DomainError(404, enquiryInboxTexts.notFound);
      const followUpOn = followUp.followUpOn || null;
      if (!(await setFollowUp(app.database.db, { id: id.data, actor, followUpOn, events: app.events }))) {
        throw new DomainError(404, enquiryInboxTexts.notFound);
      }
      return {
        ok: true as const,
        message: followUpOn ? enquiryInboxTexts.followUpSaved : enquiryInboxTexts.followUpCleared,
      };
    }
    if (form.intent === "status") {
      const status = parseOrRefuse(enquiryStatusSchema, form, "status");
      if (!id.success) throw new DomainError(404, enquiryInboxTexts.notFound);
      const options = {
        id: id.data,
        actor,
        status: status.status,
        lostReason: status.lostReason || null,
        events: app.events,
      };
      if (!(await setEnquiryStatus(app.database.db, options))) {
        throw new DomainError(404, enquiryInboxTexts.notFound);
      }
      return { ok: true as const, message: statusSavedText(status.status) };
    }
    const parsed = parseOrRefuse(enquiryActionSchema, form);
    if (!id.success) throw new DomainError(404, enquiryInboxTexts.notFound);
    const handled = parsed.intent === "handled";
    const options = { id: id.data, actor, handled, events: app.events };
    if (!(await setEnquiryHandled(app.database.db, options))) {
      throw new DomainError(404, enquiryInboxTexts.notFound);
    }
    return { ok: true as const, message: handled ? enquiryInboxTexts.handled : enquiryInboxTexts.reopened };
  });
}

const channelLabels: Record<string, string> = {
  email: "E-mail to the venue",
  "form-service": "Form service",
};

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry } = loaderData;
  const whatsappReply = whatsappReplyLink(enquiry);
  const navigation = useNavigation();
  const [form, fields] = useStaffForm(enquiryActionSchema, { id: "enquiry-status" });
  const busy = navigation.state !== "idle";
  return (
    <article aria-labelledby="enquiry-heading" className="mx-auto max-w-3xl">
      <Link to="/luxebooking/enquiries" className="text-sm font-semibold text-garden-800 underline">
        ← All enquiries
      </Link>
      <div className="mt-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-black/5">
        <h1 id="enquiry-heading" className="text-2xl font-semibold text-garden-900">
          {enquiry.subject || "Enquiry"} <span className="text-gray-700">from {enquiry.name}</span>
        </h1>
        <p className="mt-1 text-sm text-gray-700">Received {formatDateTime(enquiry.createdAt)}</p>
        {!enquiry.verified ? (
          <p className="mt-3 rounded bg-red-50 p-2 text-sm text-red-800">{enquiryInboxTexts.unverified}</p>
        ) : null}
        <dl className="mt-5 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold text-gray-700">Email</dt>
            <dd className="break-all">{enquiry.email}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-gray-700">Phone</dt>
            <dd>
              <a
                href={enquiry.tel}
                className="font-semibold text-garden-800 underline"
                data-testid="enquiry-call"
              >
                {enquiry.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-gray-700">Handled</dt>
            <dd>
              {enquiry.handledAt
                ? `Handled by ${enquiry.handledByEmail ?? "staff"}, ${formatDateTime(enquiry.handledAt)}`
                : "Not yet"}
            </dd>
          </div>
        </dl>
        {enquiry.source === "luxe" ? (
          <dl className="mt-4 grid gap-3 rounded-lg bg-brand-50 p-3 sm:grid-cols-4" data-testid="hall-fields">
            <div>
              <dt className="text-sm font-semibold text-gray-700">Event</dt>
              <dd>{enquiry.eventType}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-gray-700">Date</dt>
              <dd>{enquiry.eventDate ? formatPlainDate(enquiry.eventDate) : "—"}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-gray-700">Guests</dt>
              <dd>{enquiry.guests ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-gray-700">Time of day</dt>
              <dd>{enquiry.timeOfDay}</dd>
            </div>
          </dl>
        ) : null}
        <p className="mt-2 text-xs text-gray-700">Source: {sourceLabels[enquiry.source] ?? enquiry.source}</p>
        <EnquiryStatusForm enquiry={enquiry} canConvert={loaderData.canConvert} />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="follow-up" />
            <div>
              <label htmlFor="enquiry-follow-up" className="mb-1 block text-sm font-medium">
                Follow up on
              </label>
              <Input
                id="enquiry-follow-up"
                name="followUpOn"
                type="date"
                defaultValue={enquiry.followUpOn ?? ""}
                key={enquiry.followUpOn ?? "none"}
              />
            </div>
            <Button type="submit" variant="outline" size="md" disabled={busy}>
              Save date
            </Button>
          </Form>
        </div>
        <section aria-labelledby="notes-heading" className="mt-6">
          <h2 id="notes-heading" className="text-sm font-semibold text-gray-700">
            Call notes
          </h2>
          <Form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="intent" value="note" />
            <label htmlFor="enquiry-note" className="sr-only">
              New call note
            </label>
            <Textarea
              id="enquiry-note"
              name="body"
              rows={2}
              maxLength={FOLLOW_UP_NOTE_MAX}
              required
              placeholder="What was said on the call"
              key={enquiry.notes.length}
            />
            <Button type="submit" variant="outline" size="md" disabled={busy}>
              Add note
            </Button>
          </Form>
          {enquiry.notes.length > 0 ? (
            <ol className="mt-3 space-y-2" data-testid="call-notes">
              {enquiry.notes.map((n) => (
                <li key={n.id} className="rounded bg-gray-50 p-2 text-sm">
                  <p className="whitespace-pre-wrap">{n.body}</p>
                  <p className="mt-1 text-xs text-gray-700">
                    {n.byEmail}, {formatDateTime(n.at)}
                  </p>
                </li>
              ))}
            </ol>
          ) : null}
        </section>
        <h2 className="mt-6 text-sm font-semibold text-gray-700">Message</h2>
        <p className="mt-1 whitespace-pre-wrap leading-relaxed" data-testid="enquiry-message">
          {enquiry.message}
        </p>
        {whatsappReply ? null : (
          <p className="mt-6 text-sm text-red-900" data-testid="whatsapp-unusable">
            {whatsappTexts.unusablePhone}
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={mailtoLink(enquiry)} className={buttonClass({ size: "lg" })}>
            Reply by e-mail
          </a>
          {whatsappReply ? (
            <a
              href={whatsappReply}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: "success", size: "lg" })}
            >
              Reply on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          <Form method="post" {...getFormProps(form)}>
            <input
              {...getInputProps(fields.intent, { type: "hidden", value: false })}
              value={enquiry.handledAt ? "reopen" : "handled"}
            />
            <Button type="submit" variant="outline" size="lg" disabled={busy}>
              {enquiry.handledAt ? "Mark as open" : "Mark as handled"}
            </Button>
          </Form>
        </div>
        {actionData ? (
          <p
            role="status"
            className={`mt-4 text-sm font-semibold ${actionData.ok ? "text-green-800" : "text-red-800"}`}
          >
            {actionData.ok ? actionData.message : actionData.error}
          </p>
        ) : null}
        {enquiry.deliveries.length > 0 ? (
          <section aria-labelledby="forwarding-heading" className="mt-8 border-t pt-4">
            <h2 id="forwarding-heading" className="text-sm font-semibold text-gray-700">
              Forwarding
            </h2>
            <ul className="mt-2 space-y-1 text-sm">
              {enquiry.deliveries.map((d) => (
                <li key={d.channel}>
                  {channelLabels[d.channel] ?? d.channel}:{" "}
                  {d.status === "sent"
                    ? `sent ${d.sentAt ? formatDateTime(d.sentAt) : ""}`
                    : d.status === "failed"
                      ? `gave up after ${d.attempts} attempts (${d.lastError ?? "unknown error"})`
                      : d.attempts > 0
                        ? `retrying (${d.attempts} attempts so far; next ${formatDateTime(d.nextAttemptAt)}; ${d.lastError ?? ""})`
                        : "waiting to be sent"}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
