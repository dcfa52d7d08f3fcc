import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { SEARCH_MAX } from "~/modules/reservations/search-texts";

/** Issue 16: the search box on every dashboard; the results page holds the search in its URL. */
export function ReservationSearchBox() {
  return (
    <Form method="get" action="/luxebooking/search" role="search" className="mb-6 flex gap-2">
      <label htmlFor="dashboard-search" className="sr-only">
        Search reservations
      </label>
      <Input
        id="dashboard-search"
        type="search"
        name="q"
        maxLength={SEARCH_MAX}
        placeholder="Client name, phone, e-mail or event name"
        className="min-w-0 flex-1"
      />
      <Button type="submit" size="md">
        Search
      </Button>
    </Form>
  );
}
