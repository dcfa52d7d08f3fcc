import { data, Form, Link, useNavigation } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import {
  enquiryActionSchema,
  enquiryIdSchema,
  enquiryInboxTexts,
} from "~/modules/contact/enquiry-admin.schema";
import { openEnquiry, setEnquiryHandled } from "~/modules/contact/enquiries.server";
import { formatDateTime } from "~/modules/time";
import { mailtoLink, whatsappLink } from "~/modules/contact/reply-links";
import type { Route } from "./+types/enquiries-detail";
import { readForm } from "~/modules/http/read-form.server";

export const meta = () => [{ title: `Enquiry — Luxe Hall Reservations` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "enquiry.view", enquiryInboxTexts.denied);
  const id = enquiryIdSchema.safeParse(args.params.id);
  if (!id.success) throw data({ message: enquiryInboxTexts.notFound }, { status: 404 });
  const enquiry = await openEnquiry(getApp(args.context).database.db, { id: id.data, actor: user });
  if (!enquiry) throw data({ message: enquiryInboxTexts.notFound }, { status: 404 });
  return { enquiry };
}

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "enquiry.handle", enquiryInboxTexts.denied);
  const id = enquiryIdSchema.safeParse(args.params.id);
  const parsed = enquiryActionSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success) return data({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 });
  if (!id.success) return data({ ok: false, message: enquiryInboxTexts.notFound }, { status: 404 });
  const app = getApp(args.context);
  const handled = parsed.data.intent === "handled";
  const found = await setEnquiryHandled(app.database.db, { id: id.data, actor: user, handled });
  if (!found) return data({ ok: false, message: enquiryInboxTexts.notFound }, { status: 404 });
  void app.events.publish("enquiries", handled ? "handled" : "reopened", id.data);
  return { ok: true, message: handled ? enquiryInboxTexts.handled : enquiryInboxTexts.reopened };
}

const channelLabels: Record<string, string> = {
  email: "E-mail to the venue",
  "form-service": "Form service",
};

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry } = loaderData;
  const navigation = useNavigation();
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
            <dd>{enquiry.phone}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-gray-700">Status</dt>
            <dd>
              {enquiry.handledAt
                ? `Handled by ${enquiry.handledByEmail ?? "staff"}, ${formatDateTime(enquiry.handledAt)}`
                : "Open"}
            </dd>
          </div>
        </dl>
        <h2 className="mt-6 text-sm font-semibold text-gray-700">Message</h2>
        <p className="mt-1 whitespace-pre-wrap leading-relaxed" data-testid="enquiry-message">
          {enquiry.message}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={mailtoLink(enquiry)}
            className="rounded bg-garden-800 px-4 py-2 font-semibold text-white hover:bg-garden-700"
          >
            Reply by e-mail
          </a>
          <a
            href={whatsappLink(enquiry)}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
          >
            Reply on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Form method="post">
            <input type="hidden" name="intent" value={enquiry.handledAt ? "reopen" : "handled"} />
            <button
              type="submit"
              disabled={busy}
              className="rounded border border-garden-800 px-4 py-2 font-semibold text-garden-800 hover:bg-brand-50 disabled:opacity-70"
            >
              {enquiry.handledAt ? "Mark as open" : "Mark as handled"}
            </button>
          </Form>
        </div>
        {actionData?.message ? (
          <p
            role="status"
            className={`mt-4 text-sm font-semibold ${actionData.ok ? "text-green-800" : "text-red-800"}`}
          >
            {actionData.message}
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
