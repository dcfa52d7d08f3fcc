import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { isGuestLanguagePath } from "~/components/menu/page-language";
import { requestLanguage } from "~/modules/menu/guest-language.server";
import { guestErrorTexts } from "~/modules/menu/guest-error-texts";
import type { Route } from "./+types/not-found";

/**
 * A guests' path (/guntoor…) answers in the guest's language (issue 18): the language for the
 * root's `<html lang>` and font, and the texts, which the page keeps when it hydrates.
 */
export function loader({ request }: Route.LoaderArgs) {
  if (!isGuestLanguagePath(new URL(request.url).pathname)) return data(null, { status: 404 });
  const guestLanguage = requestLanguage(request);
  return data({ guestLanguage, texts: guestErrorTexts[guestLanguage] }, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "404 - Page Not Found" }, { name: "robots", content: "noindex" }];

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound texts={loaderData?.texts} />;
}
