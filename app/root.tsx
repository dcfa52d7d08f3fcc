import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { languageFontStylesheets } from "./components/menu/language-fonts";
import { usePageLanguage } from "./components/menu/page-language";
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
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Something went wrong. Please try again.";
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <title>Error</title>
      <h1 className="mb-2 text-2xl font-semibold">Sorry</h1>
      <p>{message}</p>
      <Link to="/" className="mt-4 inline-block underline">
        Go back home
      </Link>
    </main>
  );
}
