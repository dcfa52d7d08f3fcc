import { Form, Link } from "react-router";
import { AuditEntries } from "~/components/staff/audit-entries";
import { VENUE_TITLE } from "~/components/staff/top-bar";
import { buttonClass } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { Message } from "~/components/ui/message";
import { getApp } from "~/context.server";
import { readAuditFilter } from "~/modules/audit/audit.schema";
import { auditFilterOptions, listAudit } from "~/modules/audit/list-audit.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { staffMessages } from "~/modules/staff/messages";
import { formatDateTimePadded } from "~/modules/time";
import type { Route } from "./+types/audit";

export const meta = () => [{ title: `Audit trail — ${VENUE_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "audit.view", staffMessages.onlyAdminsAudit);
  const db = getApp(args.context).database.db;
  const url = new URL(args.request.url);
  const options = await auditFilterOptions(db, { actor });
  const query = Object.fromEntries(url.searchParams);
  const parsed = readAuditFilter(url);
  if (!parsed.success) {
    return { options, query, error: parsed.error.issues[0]!.message, rows: [], hasMore: false, page: 1 };
  }
  const { rows, hasMore } = await listAudit(db, { actor, filter: parsed.data });
  return {
    options,
    query,
    error: null,
    rows: rows.map((row) => ({ ...row, at: formatDateTimePadded(row.at) })),
    hasMore,
    page: parsed.data.page,
  };
}

function withPage(query: Record<string, string>, page: number): string {
  const params = new URLSearchParams(query);
  params.set("page", String(page));
  return `?${params}`;
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { options, query, error, rows, hasMore, page } = loaderData;
  const exportQuery = new URLSearchParams(query);
  exportQuery.delete("page");
  return (
    <section>
      <h1 className="mb-2 font-display text-3xl font-semibold text-garden-900">Audit trail</h1>
      <p className="mb-4 text-sm text-gray-700">
        Newest first, 50 a page. Dates and times are in India Standard Time.
      </p>
      <Form
        method="get"
        className="mb-6 grid gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div>
          <label htmlFor="audit-user" className="mb-1 block text-sm font-medium">
            User
          </label>
          <Select id="audit-user" name="user" defaultValue={query.user ?? ""} className="w-full">
            <option value="">Everyone</option>
            {options.users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.email}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="audit-action" className="mb-1 block text-sm font-medium">
            Action
          </label>
          <Select id="audit-action" name="action" defaultValue={query.action ?? ""} className="w-full">
            <option value="">All actions</option>
            {options.actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="audit-from" className="mb-1 block text-sm font-medium">
            From
          </label>
          <Input id="audit-from" type="date" name="from" defaultValue={query.from ?? ""} className="w-full" />
        </div>
        <div>
          <label htmlFor="audit-to" className="mb-1 block text-sm font-medium">
            To
          </label>
          <Input id="audit-to" type="date" name="to" defaultValue={query.to ?? ""} className="w-full" />
        </div>
        <div>
          <label htmlFor="audit-reservation" className="mb-1 block text-sm font-medium">
            Reservation ID
          </label>
          <Input
            id="audit-reservation"
            name="reservation"
            defaultValue={query.reservation ?? ""}
            className="w-full"
          />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <button type="submit" className={buttonClass({ variant: "primary", size: "sm" })}>
            Filter
          </button>
          <Link to="/luxebooking/admin/audit" className={buttonClass({ variant: "secondary", size: "sm" })}>
            Clear
          </Link>
          <a
            href={`/api/v1/audit.csv?${exportQuery}`}
            className={buttonClass({ variant: "secondary", size: "sm" })}
            download
          >
            Download CSV
          </a>
        </div>
      </Form>
      {error ? (
        <Message tone="error" className="mb-4">
          {error}
        </Message>
      ) : null}
      <AuditEntries rows={rows} empty="No audit entries match these filters." />
      <nav aria-label="Audit pages" className="mt-6 flex justify-between">
        {page > 1 ? (
          <Link to={withPage(query, page - 1)} className="font-semibold text-garden-800 underline">
            Newer entries
          </Link>
        ) : (
          <span />
        )}
        {hasMore ? (
          <Link to={withPage(query, page + 1)} className="font-semibold text-garden-800 underline">
            Older entries
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
