import { data, redirect } from "react-router";
import { DishDetail } from "~/components/menu/dish-detail";
import { dishDetailProps } from "~/components/menu/dish-detail-props.server";
import { LanguageSwitcher } from "~/components/menu/language-switcher";
import type { PageHandle } from "~/components/site/static-page";
import { getApp } from "~/context.server";
import { requestLanguage, switchLanguage } from "~/modules/menu/guest-language.server";
import { guestText, infoTextIn, itemTextsIn } from "~/modules/menu/languages";
import { PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { loadPublicMenuCached } from "~/modules/menu/public-menu-cache.server";
import { hasVisitorPass } from "~/modules/menu/visitor-pass.server";
import type { Route } from "./+types/dish";

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  data
    ? [
        {
          title: `${itemTextsIn(data.dish.item, data.guestLanguage).name.text} — ${data.restaurant}`,
        },
        { name: "robots", content: "noindex" },
      ]
    : [{ title: "Menu" }];

export function headers() {
  return { "Cache-Control": "private, no-cache" };
}

// A guests' page: served without React, like the menu (decision 0009).
export const handle: PageHandle = { hydrate: false };

/**
 * /guntoormenu/dish/:id (issue 29 item 11): a dish's details on a page of its own, where a card's
 * link leads without JavaScript. With it, the menu shows the same details in a sheet
 * (`/guntoormenu/dish/:id/sheet`) and stays where it was.
 */
export async function loader(args: Route.LoaderArgs) {
  if (!hasVisitorPass(args.request)) throw redirect("/guntoorlogin");
  const app = getApp(args.context);
  const switched = switchLanguage(args.request, app.env);
  if (switched) throw switched;
  const menu = await loadPublicMenuCached(app.database.db, { venue: PUBLIC_VENUE, events: app.events });
  const guestLanguage = requestLanguage(args.request);
  const dish = dishDetailProps(menu, args.params.id, guestLanguage);
  if (!dish) throw data(null, { status: 404 });
  return { dish, guestLanguage, restaurant: infoTextIn(menu.info, "name", guestLanguage).text };
}

export default function DishPage({ loaderData }: Route.ComponentProps) {
  const { dish, guestLanguage: language } = loaderData;
  const { category, ...detail } = dish;
  return (
    <div className="eden-menu min-h-screen bg-brand-50 wrap-anywhere">
      <header className="bg-garden-900 px-4 py-3 text-white">
        <LanguageSwitcher language={language} />
      </header>
      <main className="mx-auto max-w-xl space-y-4 px-4 py-5">
        <a
          href={`/guntoormenu?category=${encodeURIComponent(category)}`}
          className="inline-block rounded-lg px-1 py-1 font-semibold text-garden-900 underline underline-offset-4"
        >
          ← {guestText(language, "backToMenu")}
        </a>
        <DishDetail {...detail} heading="h1" />
      </main>
    </div>
  );
}
