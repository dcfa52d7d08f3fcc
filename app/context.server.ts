import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "./db/client.server";
import type { Env } from "./env.server";
import type { EventBus } from "./base/events.server";

export interface AppContext {
  database: Database;
  env: Env;
  logger: Logger;
  requestId: string;
  nonce: string;
  clientIp: string;
  events: EventBus;
}

export const appContext = createContext<AppContext>();

export function getApp(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}

/**
 * True while rendering a document (not a `.data` request of the running app). React Router encodes
 * a document's loader data for the browser on every render, even on pages served without React
 * (`hydrate: false`) where no script reads it; such a page's bulky, render-only data goes beside
 * it (app/components/menu/document-cards.ts).
 */
export const documentRequestContext = createContext<boolean>(false);
