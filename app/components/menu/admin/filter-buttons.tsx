import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** A GET filter form's Filter and Clear Filter (back to the tab's own address, `clearTo`). */
export function FilterButtons({ clearTo }: { clearTo: string }) {
  return (
    <>
      <Button type="submit" size="md">
        Filter
      </Button>
      <Button asChild variant="secondary" size="md">
        <Link to={clearTo}>Clear Filter</Link>
      </Button>
    </>
  );
}
