import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { usePageLanguage } from "~/components/menu/page-language";
import { showsSiteChrome } from "~/components/site/chrome";
import { Footer } from "~/components/site/footer";
import { Navbar } from "~/components/site/navbar";
import { PictureVersionsProvider } from "~/components/site/picture";
import { pictureVersions } from "~/modules/site-content/site-pictures.server";
import type { Route } from "./+types/layout";

/** Which picture slots show a staff upload instead of their generated artwork (slot id → version). */
export async function loader({ context }: Route.LoaderArgs) {
  return { pictures: await pictureVersions(context) };
}

// The versions change only when staff replace a picture: a guest's form post or a move to another
// page must not fetch them again. (It also kept a failed visitor-form post on the spec's own error
// text: the layout's revalidation failed with it and took the page to the root error screen.)
export function shouldRevalidate() {
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const chrome = showsSiteChrome(pathname);
  // Issue 18: the visitor form may be in Telugu, Kannada or Hindi; the site's header and footer stay English.
  const english = usePageLanguage() === "en" ? undefined : "en";
  const inEnglish = (part: ReactNode) =>
    english ? (
      <div lang={english} className="contents">
        {part}
      </div>
    ) : (
      part
    );
  return (
    <PictureVersionsProvider versions={loaderData.pictures}>
      <div className="flex min-h-screen flex-col bg-brand-50 font-site">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 text-garden-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          lang={english}
        >
          Skip to content
        </a>
        {chrome ? inEnglish(<Navbar />) : null}
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        {chrome ? inEnglish(<Footer />) : null}
      </div>
    </PictureVersionsProvider>
  );
}
