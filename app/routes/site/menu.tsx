import { Link } from "react-router";
import { MenuList } from "~/components/site/menu-list";
import { SectionTitle } from "~/components/site/section-title";
import type { PageHandle } from "~/components/site/static-page";
import { menuHeadings, staticMenu } from "~/modules/site-content/menu";
import { sitePage } from "~/modules/site-content/site-page.server";
import type { Route } from "./+types/menu";

// A static page: HTML and CSS only, with the navbar's small overlay script (issue 17).
export const handle: PageHandle = { hydrate: false };

export function loader({ context }: Route.LoaderArgs) {
  return sitePage(context, "/menu");
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function MenuPage() {
  return (
    <section aria-labelledby="special-heading" className="bg-garden-900 px-6 py-16">
      <div className="mx-auto max-w-6xl">
        <SectionTitle id="special-heading" eyebrow="Our Menu" tone="dark" as="h1">
          {menuHeadings.special}
        </SectionTitle>
        <div className="grid gap-8 md:grid-cols-2">
          <MenuList id="andhra-heading" heading={menuHeadings.andhra} items={staticMenu.andhra} level="h2" />
          <MenuList id="north-heading" heading={menuHeadings.north} items={staticMenu.north} level="h2" />
        </div>
        <div className="mt-10 text-center">
          <Link
            to="/guntoorlogin"
            className="inline-block rounded bg-brand-300 px-6 py-3 font-semibold text-garden-900 shadow hover:bg-brand-100"
          >
            View More
          </Link>
        </div>
      </div>
    </section>
  );
}
