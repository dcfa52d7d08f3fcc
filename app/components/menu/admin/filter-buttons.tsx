import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";

/** A GET filter form's Filter and Clear Filter (back to the tab's own address, `clearTo`). */
export function FilterButtons({ clearTo }: { clearTo: string }) {
  return (
    <>
      <Button type="submit" size="md">
        Filter
      </Button>
      <Link to={clearTo} className={buttonClass({ variant: "secondary", size: "md" })}>
        Clear Filter
      </Link>
    </>
  );
}
