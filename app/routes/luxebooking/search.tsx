import { data } from "react-router";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { CardList, ReservationCard } from "~/components/staff/reservation-card";
import { ReservationSearchForm, type SearchValues } from "~/components/staff/reservation-search-form";
import { Message } from "~/components/ui/message";
import { buttonClass } from "~/components/ui/button";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { PAGE_SIZE, shownCount } from "~/modules/reservations/messages";
import { searchReservations } from "~/modules/reservations/search-reservations.server";
import { parseSearch, SEARCH_MAX, searchKeys, searchTexts } from "~/modules/reservations/search.schema";
import { can } from "~/permissions";
import type { Route } from "./+types/search";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `${searchTexts.title} — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "reservation.view");
  const url = new URL(args.request.url);
  // What the form shows again, cut short: a 10,000-character search is not echoed back whole.
  const values = Object.fromEntries(
    searchKeys.map((k) => [k, (url.searchParams.get(k) ?? "").slice(0, SEARCH_MAX)]),
  ) as unknown as SearchValues;
  const query = searchKeys.some((k) => url.searchParams.get(k));
  const base = { role: user.role, values, canExport: can(user.role, "reservation.export") };
  const parsed = parseSearch(url.searchParams);
  if (!parsed.ok)
    return data({ ...base, error: parsed.error, results: null, show: PAGE_SIZE }, { status: 400 });
  if (!query) return { ...base, error: null, results: null, show: PAGE_SIZE };
  const show = shownCount(url);
  const results = await searchReservations(getApp(args.context).database.db, {
    actor: user,
    search: parsed.search,
    limit: show,
  });
  return { ...base, error: null, results, show };
}

export default function SearchReservations({ loaderData }: Route.ComponentProps) {
  const { values, results, error, role, canExport, show } = loaderData;
  useLiveRevalidation("reservations");
  const params = new URLSearchParams(Object.entries(values).filter(([, v]) => v));
  const more = new URLSearchParams(params);
  more.set("show", String(show + PAGE_SIZE));
  return (
    <section aria-labelledby="search-title" className="space-y-6">
      <h1 id="search-title" className="font-display text-3xl font-semibold text-garden-900">
        {searchTexts.title}
      </h1>
      <ReservationSearchForm values={values} />
      {error ? <Message tone="error">{error}</Message> : null}
      {results ? (
        <div>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl font-semibold" aria-live="polite">
              {results.items.length === 0
                ? "No results"
                : `${results.items.length}${results.hasMore ? "+" : ""} ${results.items.length === 1 ? "result" : "results"}`}
            </h2>
            {canExport && results.items.length > 0 ? (
              <div className="flex gap-2">
                <a
                  href={`/api/v1/reservations/export.csv?${params}`}
                  className={buttonClass({ variant: "outline" })}
                  download
                >
                  Export CSV
                </a>
                <a
                  href={`/api/v1/reservations/export.xlsx?${params}`}
                  className={buttonClass({ variant: "outline" })}
                  download
                >
                  Export Excel
                </a>
              </div>
            ) : null}
          </div>
          <CardList
            items={results.items}
            empty={searchTexts.noResults}
            more={results.hasMore ? `?${more}` : null}
            card={(card) => <ReservationCard card={card} staffRole={role} />}
          />
        </div>
      ) : null}
    </section>
  );
}
