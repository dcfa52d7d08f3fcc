import pino from "pino";
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
  useMatches,
  useParams,
} from "react-router";
import { appContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { createUser } from "~/modules/auth/users.server";
import { EventBus, type LiveEvent } from "~/modules/live/events.server";
import type { Role } from "~/permissions";
import { createTestDatabase } from "./db";

export type Who = Role | "unknown" | "signed-out";

interface RouteModule {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  default: ComponentType<never>;
}

export interface Rendered {
  status: number;
  html: string;
  /** The page's text, tags stripped and entities decoded, whitespace collapsed. */
  text: string;
}

/**
 * Real route modules against a real database with real session cookies: `render` runs a page's
 * loader (and action, for a POST) through React Router's static handler and renders its component
 * on the server, the way a first paint (or a browser without JavaScript) gets it. A loader or a
 * render that throws fails the call with that error, so a page that would answer 500 cannot pass.
 */
export async function createRouteHarness() {
  const env = parseEnv({ PUBLIC_URL: "http://localhost:3000", DATA_DIR: "/tmp/unused", NODE_ENV: "test" });
  const logger = pino({ level: "silent" });
  const database: Database = await createTestDatabase();
  const events = new EventBus();
  const published: LiveEvent[] = [];
  events.subscribe((e) => published.push(e));
  const cookies = new Map<Who, string>();
  const password = "route-test-password";
  for (const role of ["admin", "manager", "operations", "accounts", "unknown"] as const) {
    const email = `${role}@routes.test`;
    await createUser(database.db, { email, password, role: role as Role, actor: null });
    const result = await signIn(database.db, { email, password, ip: "127.0.0.1", env });
    if (!result.ok) throw new Error("sign-in failed");
    cookies.set(role, `session=${result.token}`);
  }

  function context() {
    const ctx = new RouterContextProvider();
    ctx.set(appContext, {
      database,
      env,
      logger,
      requestId: "test",
      nonce: "n",
      clientIp: "127.0.0.1",
      events,
    });
    return ctx;
  }

  function request(who: Who, path: string, form?: Record<string, string>) {
    const headers = new Headers();
    const cookie = cookies.get(who);
    if (cookie) headers.set("cookie", cookie);
    const init: RequestInit = { headers };
    if (form) {
      init.method = "POST";
      init.body = new URLSearchParams(form);
    }
    return new Request(`http://localhost:3000${path}`, init);
  }

  async function render(
    module: RouteModule,
    who: Who,
    options: { pattern: string; path: string; form?: Record<string, string> },
  ): Promise<Rendered> {
    const Page = module.default as ComponentType<Record<string, unknown>>;
    const handler = createStaticHandler([
      {
        id: "page",
        path: options.pattern,
        loader: module.loader as never,
        action: module.action as never,
        Component() {
          return createElement(Page, {
            loaderData: useLoaderData(),
            actionData: useActionData(),
            params: useParams(),
            matches: useMatches(),
          });
        },
      },
    ]);
    const result = await handler.query(request(who, options.path, options.form), {
      requestContext: context(),
    });
    if (result instanceof Response) return { status: result.status, html: "", text: "" };
    const error = result.errors ? Object.values(result.errors)[0] : undefined;
    if (error instanceof Error) throw error;
    const router = createStaticRouter(handler.dataRoutes, result);
    const html = error
      ? ""
      : renderToString(createElement(StaticRouterProvider, { router, context: result, hydrate: false }));
    const text = html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ");
    return { status: result.statusCode, html, text };
  }

  return { database, events, published, cookies, context, request, render, close: () => database.close() };
}
