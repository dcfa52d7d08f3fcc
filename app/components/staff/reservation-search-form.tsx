import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Input, Options, Select } from "~/components/ui/input";
import { formStatuses, statusLabels } from "~/modules/reservations/statuses";
import { SEARCH_MAX, searchTexts } from "~/modules/reservations/search-texts";

// Apart from the dashboard's search box (reservation-search.tsx): only the results page loads it.
export interface SearchValues {
  q: string;
  from: string;
  to: string;
  status: string;
  meal: string;
}

/** The results page's search and filters: a GET form, so the URL is the search (bookmark, share). */
export function ReservationSearchForm({ values }: { values: SearchValues }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={searchTexts.title}
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="sm:col-span-2">
        <label htmlFor="search-q" className="mb-1 block text-sm font-medium">
          Search
        </label>
        <Input
          id="search-q"
          type="search"
          name="q"
          defaultValue={values.q}
          maxLength={SEARCH_MAX}
          placeholder="Client name, phone, e-mail or event name"
        />
      </div>
      <div>
        <label htmlFor="search-from" className="mb-1 block text-sm font-medium">
          From
        </label>
        <Input id="search-from" type="date" name="from" defaultValue={values.from} />
      </div>
      <div>
        <label htmlFor="search-to" className="mb-1 block text-sm font-medium">
          To
        </label>
        <Input id="search-to" type="date" name="to" defaultValue={values.to} />
      </div>
      <div>
        <label htmlFor="search-status" className="mb-1 block text-sm font-medium">
          Status
        </label>
        <Select id="search-status" name="status" defaultValue={values.status}>
          <option value="">Any</option>
          <Options values={formStatuses} labels={statusLabels} />
        </Select>
      </div>
      <div>
        <label htmlFor="search-meal" className="mb-1 block text-sm font-medium">
          Meal Type
        </label>
        <Select id="search-meal" name="meal" defaultValue={values.meal}>
          <option value="">Any</option>
          <option value="veg">Veg</option>
          <option value="non-veg">Non-Veg</option>
        </Select>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit" size="md">
          Search
        </Button>
        <Link to="/luxebooking/search" className={buttonClass({ variant: "outline", size: "md" })}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
