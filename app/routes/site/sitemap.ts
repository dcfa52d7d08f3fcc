import { getApp } from "~/context.server";
import { sitemapXml } from "~/modules/site-content/seo";
import type { Route } from "./+types/sitemap";

/** Public: the five marketing pages for search engines. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(getApp(context).env.PUBLIC_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
