import { Form, Link, useSearchParams } from "react-router";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { buttonClass } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import {
  enquiryInboxTexts,
  enquiryStatuses,
  enquiryStatusLabels,
  inboxFilterSchema,
  lostReasonLabels,
  sourceLabels,
} from "~/modules/contact/enquiry-admin.schema";
import { type EnquirySummary, inboxOverview, listEnquiries } from "~/modules/contact/enquiries.server";
import { formatDateTime, formatPlainDate } from "~/modules/time";
import type { Route } from "./+types/enquiries";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `${enquiryInboxTexts.title} — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "enquiry.view", enquiryInboxTexts.denied);
  const url = new URL(args.request.url);
  const parsed = inboxFilterSchema.safeParse(Object.fromEntries(url.searchParams));
  const filter = parsed.success ? parsed.data : inboxFilterSchema.parse({});
  const { db } = getApp(args.context).database;
  const [enquiries, overview] = await Promise.all([
    listEnquiries(db, { actor, filter }),
    inboxOverview(db, { actor }),
  ]);
  return {
    enquiries,
    overview,
    filtered: Boolean(filter.q || filter.status || filter.source || filter.show !== "all"),
  };
}

const badge = "rounded px-2 py-0.5";

/** One enquiry in a list: who, what, when, where it stands; the phone dials (issue 32 item 10). */
function EnquiryItem({ e }: { e: EnquirySummary }) {
  return (
    <li
      className={`rounded-lg bg-white p-4 shadow-sm ring-1 ${e.read ? "ring-black/5" : "ring-brand-500"}`}
      data-testid="enquiry-item"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          to={`/luxebooking/enquiries/${e.id}`}
          className={`text-lg underline-offset-4 hover:underline ${e.read ? "font-medium" : "font-bold"}`}
        >
          {e.name}
          {e.subject ? <span className="text-gray-700"> — {e.subject}</span> : null}
        </Link>
        <p className="text-sm text-gray-700">{formatDateTime(e.createdAt)}</p>
      </div>
      <p className="mt-1 text-sm text-gray-800">{e.preview}</p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-xs font-semibold">
        <a href={e.tel} className="rounded bg-garden-800 px-2 py-1 text-white">
          {`Call ${e.phone}`}
          <span className="sr-only">{` (${e.name})`}</span>
        </a>
        {!e.read ? <span className={`${badge} bg-brand-100 text-brand-900`}>Unread</span> : null}
        {e.unanswered ? (
          <span className={`${badge} bg-red-700 text-white`} data-testid="unanswered-badge">
            {enquiryInboxTexts.unanswered}
          </span>
        ) : null}
        <span className={`${badge} bg-brand-50 text-garden-900`}>
          {`${enquiryStatusLabels[e.status]}${e.status === "lost" && e.lostReason ? `: ${lostReasonLabels[e.lostReason]}` : ""}`}
        </span>
        <span className={`${badge} bg-gray-100 text-gray-800`}>{sourceLabels[e.source] ?? e.source}</span>
        {e.followUpOn ? (
          <span className={`${badge} bg-amber-100 text-amber-950`}>
            Follow up {formatPlainDate(e.followUpOn)}
          </span>
        ) : null}
        {e.handled ? <span className={`${badge} bg-green-100 text-green-900`}>Handled</span> : null}
        {!e.verified ? <span className={`${badge} bg-red-50 text-red-800`}>Not verified</span> : null}
      </p>
    </li>
  );
}

export default function EnquiriesInbox({ loaderData }: Route.ComponentProps) {
  const { enquiries, overview, filtered } = loaderData;
  const [params] = useSearchParams();
  // New enquiries appear without a reload (and the top bar's unread count follows).
  useLiveRevalidation("enquiries");
  return (
    <section aria-labelledby="enquiries-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="enquiries-heading" className="text-3xl font-semibold text-garden-900">
          {enquiryInboxTexts.title}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {overview.unanswered > 0 ? (
            <Link
              to="?show=unanswered"
              className="rounded-full bg-red-700 px-3 py-1 text-sm font-semibold text-white"
              data-testid="unanswered-count"
            >
              {overview.unanswered} unanswered 24 h+
            </Link>
          ) : null}
          <Link to="/luxebooking/enquiries/report" className={buttonClass({ variant: "outline" })}>
            Report
          </Link>
        </div>
      </div>

      <section aria-labelledby="due-heading" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <h2 id="due-heading" className="mb-2 text-lg font-semibold text-amber-950">
          {enquiryInboxTexts.dueToday}
        </h2>
        {overview.due.length === 0 ? (
          <p className="text-sm text-amber-950">{enquiryInboxTexts.noneDue}</p>
        ) : (
          <ul className="space-y-3" data-testid="due-list">
            {overview.due.map((e) => (
              <EnquiryItem key={e.id} e={e} />
            ))}
          </ul>
        )}
      </section>

      <Form
        method="get"
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:grid-cols-5"
        role="search"
      >
        <div className="sm:col-span-2">
          <label htmlFor="inbox-q" className="mb-1 block text-sm font-medium">
            Search
          </label>
          <Input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={params.get("q") ?? ""}
            placeholder="Name, phone, e-mail or words"
          />
        </div>
        <div>
          <label htmlFor="inbox-status" className="mb-1 block text-sm font-medium">
            Status
          </label>
          <Select id="inbox-status" name="status" defaultValue={params.get("status") ?? ""}>
            <option value="">Any</option>
            {enquiryStatuses.map((s) => (
              <option key={s} value={s}>
                {enquiryStatusLabels[s]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="inbox-source" className="mb-1 block text-sm font-medium">
            Source
          </label>
          <Select id="inbox-source" name="source" defaultValue={params.get("source") ?? ""}>
            <option value="">Any</option>
            <option value="contact">{sourceLabels.contact}</option>
            <option value="luxe">{sourceLabels.luxe}</option>
          </Select>
        </div>
        <div>
          <label htmlFor="inbox-show" className="mb-1 block text-sm font-medium">
            Show
          </label>
          <Select id="inbox-show" name="show" defaultValue={params.get("show") ?? "all"}>
            <option value="all">All</option>
            <option value="due">Follow-up due</option>
            <option value="unanswered">Unanswered 24 h+</option>
          </Select>
        </div>
        <div className="flex gap-2 sm:col-span-5">
          <button type="submit" className={buttonClass()}>
            Search
          </button>
          {filtered ? (
            <Link to="/luxebooking/enquiries" className={buttonClass({ variant: "outline" })}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {enquiries.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-gray-700 shadow-sm">
          {filtered ? enquiryInboxTexts.noMatches : enquiryInboxTexts.empty}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="enquiry-list">
          {enquiries.map((e) => (
            <EnquiryItem key={e.id} e={e} />
          ))}
        </ul>
      )}
    </section>
  );
}
