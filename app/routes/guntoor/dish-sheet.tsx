import { renderToStaticMarkup } from "react-dom/server";
import { redirect } from "react-router";
import { DishDetail } from "~/components/menu/dish-detail";
import { dishDetailProps } from "~/components/menu/dish-detail-props.server";
import { getApp } from "~/context.server";
import { requestLanguage } from "~/modules/menu/guest-language.server";
import { PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { loadPublicMenuCached } from "~/modules/menu/public-menu-cache.server";
import { hasVisitorPass } from "~/modules/menu/visitor-pass.server";
import type { Route } from "./+types/dish-sheet";

/**
 * /guntoormenu/dish/:id/sheet (issue 29 item 11): the dish's details as an HTML fragment, which
 * the menu's script puts in its sheet (the same markup as the dish's own page, headed by an h2).
 */
export async function loader(args: Route.LoaderArgs) {
  if (!hasVisitorPass(args.request)) throw redirect("/guntoorlogin");
  const app = getApp(args.context);
  const menu = await loadPublicMenuCached(app.database.db, { venue: PUBLIC_VENUE, events: app.events });
  const language = requestLanguage(args.request);
  const dish = dishDetailProps(menu, args.params.id, language);
  if (!dish) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const { category: _category, ...detail } = dish;
  return new Response(renderToStaticMarkup(<DishDetail {...detail} heading="h2" />), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-cache",
      "Content-Language": language,
    },
  });
}
