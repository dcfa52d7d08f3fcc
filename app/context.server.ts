import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "./db/client.server";
import type { Env } from "./env.server";
import type { EventBus } from "./modules/live/events.server";

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
