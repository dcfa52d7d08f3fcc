import { redirect } from "react-router";
import { menuCardsFragment } from "~/components/menu/menu-cards.server";
import { getApp } from "~/context.server";
import { requestLanguage } from "~/modules/menu/guest-language.server";
import { PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { loadPublicMenuCached } from "~/modules/menu/public-menu-cache.server";
import { hasVisitorPass } from "~/modules/menu/visitor-pass.server";
import type { Route } from "./+types/menu-cards";

/**
 * Every card of /guntoormenu in the guest's language (issue 18): the page carries only the cards
 * its query shows, and its script fetches these once to switch categories and search at once.
 * Kept by the page cache once per menu and language, like the page.
 */
export async function loader(args: Route.LoaderArgs) {
  if (!hasVisitorPass(args.request)) throw redirect("/guntoorlogin");
  const app = getApp(args.context);
  const menu = await loadPublicMenuCached(app.database.db, { venue: PUBLIC_VENUE, events: app.events });
  const language = requestLanguage(args.request);
  // Serving hours are judged at this clock; the cached copy is dropped at each boundary.
  return new Response(menuCardsFragment(menu, new Date(), language), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-cache",
      "Content-Language": language,
    },
  });
}
