import { redirect } from "react-router";
import type { Env } from "~/env.server";
import { type GuestLanguage, LANGUAGE_COOKIE, languageFromCookie, readLanguage } from "./languages";

/** The query parameter of the switcher's links (they work without JavaScript). */
export const LANGUAGE_PARAM = "lang";

// A year: a regular guest keeps their language between visits.
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 3600;

/** The guest's language on the guests' pages: the cookie's, English for anything else. */
export function requestLanguage(request: Request): GuestLanguage {
  return languageFromCookie(request.headers.get("cookie"));
}

export function languageCookie(env: Pick<Env, "PUBLIC_URL">, language: GuestLanguage): string {
  const parts = [
    `${LANGUAGE_COOKIE}=${language}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${LANGUAGE_COOKIE_SECONDS}`,
  ];
  if (env.PUBLIC_URL.startsWith("https://")) parts.push("Secure");
  return parts.join("; ");
}

/**
 * `?lang=te` on a guests' page: remember the language (an unknown value remembers English) and
 * answer with the same page without the parameter, the rest of its query (`?table=`) kept. Only
 * this page's own path is ever the target, so the parameter cannot send a guest elsewhere.
 */
export function switchLanguage(request: Request, env: Pick<Env, "PUBLIC_URL">): Response | null {
  const url = new URL(request.url);
  if (!url.searchParams.has(LANGUAGE_PARAM)) return null;
  const language = readLanguage(url.searchParams.get(LANGUAGE_PARAM));
  url.searchParams.delete(LANGUAGE_PARAM);
  return redirect(`${url.pathname}${url.search}`, {
    status: 303,
    headers: { "Set-Cookie": languageCookie(env, language), "Cache-Control": "no-store" },
  });
}
