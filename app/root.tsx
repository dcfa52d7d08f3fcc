import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { languageFontStylesheets } from "./components/menu/language-fonts";
import { useErrorTexts, usePageLanguage } from "./components/menu/page-language";
import { NotFound } from "./components/not-found";
import { useNonce } from "./components/nonce";
import { useStaticPage } from "./components/site/static-page";
import { noStoreForSessionReaders } from "./modules/auth/guards.server";

export const middleware: Route.MiddlewareFunction[] = [noStoreForSessionReaders];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Pages that need no React (route handle `hydrate: false`) ship as HTML and CSS only.
  const staticPage = useStaticPage();
  // Issue 18: the guests' pages in the guest's language, with that script's font only.
  const language = usePageLanguage();
  const font = languageFontStylesheets[language];
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {font ? <link rel="stylesheet" href={font} /> : null}
      </head>
      <body className="min-h-screen antialiased">
        {children}
        {staticPage ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as hydrated: a browser test fills a form only once React owns it (React resets
  // a controlled field typed into before hydration). Set after the routes' own effects of the first
  // render, so useLiveRevalidation can tell hydration from a later navigation.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Issue 18: on a guests' path, in the guest's language (English elsewhere).
  const language = usePageLanguage();
  const t = useErrorTexts();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const given = isRouteErrorResponse(error) && typeof error.data?.message === "string";
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <title>{t.errorTitle}</title>
      <h1 className="mb-2 text-2xl font-semibold">{t.errorHeading}</h1>
      {/* A message the response carries is the server's English. */}
      <p lang={given && language !== "en" ? "en" : undefined}>
        {given ? error.data.message : t.somethingWentWrong}
      </p>
      <Link to="/" className="mt-4 inline-block underline">
        {t.goBackHome}
      </Link>
    </main>
  );
}
