import { Link } from "react-router";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { enquiryInboxTexts, enquiryStatusLabels } from "~/modules/contact/enquiry-admin.schema";
import { listEnquiries } from "~/modules/contact/enquiries.server";
import { formatDateTime } from "~/modules/time";
import type { Route } from "./+types/enquiries";

export const meta = () => [{ title: `${enquiryInboxTexts.title} — Luxe Hall Reservations` }];

export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "enquiry.view", enquiryInboxTexts.denied);
  return { enquiries: await listEnquiries(getApp(args.context).database.db, { actor }) };
}

export default function EnquiriesInbox({ loaderData }: Route.ComponentProps) {
  const { enquiries } = loaderData;
  // New enquiries appear without a reload (and the top bar's unread count follows).
  useLiveRevalidation("enquiries");
  return (
    <section aria-labelledby="enquiries-heading">
      <h1 id="enquiries-heading" className="mb-6 text-3xl font-semibold text-garden-900">
        {enquiryInboxTexts.title}
      </h1>
      {enquiries.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-gray-700 shadow-sm">{enquiryInboxTexts.empty}</p>
      ) : (
        <ul className="space-y-3" data-testid="enquiry-list">
          {enquiries.map((e) => (
            <li key={e.id}>
              <Link
                to={`/luxebooking/enquiries/${e.id}`}
                className={`block rounded-lg bg-white p-4 shadow-sm ring-1 hover:ring-garden-700 ${e.read ? "ring-black/5" : "ring-brand-500"}`}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className={`text-lg ${e.read ? "font-medium" : "font-bold"}`}>
                    {e.name}
                    {e.subject ? <span className="text-gray-700"> — {e.subject}</span> : null}
                  </p>
                  <p className="text-sm text-gray-700">{formatDateTime(e.createdAt)}</p>
                </div>
                <p className="mt-1 text-sm text-gray-800">{e.preview}</p>
                <p className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
                  {!e.read ? (
                    <span className="rounded bg-brand-100 px-2 py-0.5 text-brand-900">Unread</span>
                  ) : null}
                  <span className="rounded bg-brand-50 px-2 py-0.5 text-garden-900">
                    {enquiryStatusLabels[e.status]}
                  </span>
                  {e.handled ? (
                    <span className="rounded bg-green-100 px-2 py-0.5 text-green-900">Handled</span>
                  ) : (
                    <span className="rounded bg-gray-100 px-2 py-0.5 text-gray-800">Open</span>
                  )}
                  {!e.verified ? (
                    <span className="rounded bg-red-50 px-2 py-0.5 text-red-800">Not verified</span>
                  ) : null}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
