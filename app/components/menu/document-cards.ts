import { createContext } from "react";
import { createContext as createRouterContext } from "react-router";
import type { RenderedCard } from "./menu-cards.server";

/**
 * /guntoormenu's cards during a document render on the server, beside the loader data rather than
 * in it: loader data is encoded for the browser on every render, ~2 ms of CPU for the menu's
 * 170 KB of card markup, and the page is not hydrated. In the running app (a `.data` request) the
 * cards come with the loader data and this is null.
 */
export const DocumentCards = createContext<RenderedCard[] | null>(null);

/** The loader's cards for this document render; entry.server.tsx passes them to `DocumentCards`. */
export const documentCardsContext = createRouterContext<RenderedCard[] | null>(null);
