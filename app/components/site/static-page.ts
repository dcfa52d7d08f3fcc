import { useMatches } from "react-router";

/** A route's `handle`: `{ hydrate: false }` serves its page as HTML and CSS only. */
export interface PageHandle {
  hydrate?: boolean;
}

/**
 * True while the server renders a page whose route asks for no hydration: the page then ships
 * without React (no `<Scripts/>`), and the few interactive bits use small vanilla scripts. In
 * the browser it is always false: a page reached by a client-side navigation runs in the app
 * that is already there.
 */
export function useStaticPage(): boolean {
  const matches = useMatches();
  if (typeof document !== "undefined") return false;
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}
