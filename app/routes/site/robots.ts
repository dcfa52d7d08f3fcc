import { getApp } from "~/context.server";
import { robotsTxt } from "~/modules/site-content/seo";
import type { Route } from "./+types/robots";

/** Public: keeps crawlers out of the staff app and the menu admin panel. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(getApp(context).env.PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
