import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { type ComponentType, createElement } from "react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
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
import { wholeDocument } from "~/entry.server";
import type { Database } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { setSessionSecretForTests } from "~/modules/auth/secret.server";
import { createSession } from "~/modules/auth/session.server";
import { createUser } from "~/modules/auth/users.server";
import { EventBus, type LiveEvent } from "~/modules/live/events.server";
import { type Role, roles } from "~/permissions";
import { createTestDatabase } from "./db";
import { enrolIfRequired } from "./two-factor";

/**
 * Renders as app/entry.server.tsx does: the HTML once every Suspense boundary has resolved
 * (`onAllReady`), each in place, so a lazily loaded part of a page is where the server's first
 * answer has it.
 */
function renderComplete(element: ReturnType<typeof createElement>): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(element, {
      ...wholeDocument,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** Who makes a request: a staff role, a signed-in user whose role the table does not know, or nobody. */
export type Caller = Role | "unknown" | "signed-out";
export const callers: Caller[] = [...roles, "signed-out"];

/** What a loader or action produced, thrown or returned: status, body and headers. */
export interface Outcome {
  status: number;
  /** JSON or data(): the value; another response: its Location (a redirect's target), else null. */
  body: unknown;
  headers: Headers;
  response?: Response;
}

export interface Rendered {
  status: number;
  html: string;
  /** The page's text, tags stripped and entities decoded, whitespace collapsed. */
  text: string;
}

export interface CallOptions {
  as?: Caller;
  url: string;
  method?: string;
  /** Sent as a browser sends a form: URL-encoded, or multipart when it holds a file; a list repeats its name. */
  form?: Record<string, string | Blob | string[]>;
  json?: unknown;
  /** More cookies (a visitor pass), besides the caller's session. */
  cookie?: string;
  params?: Record<string, string>;
  /** The address the request comes from (visitor entries are limited per address). */
  clientIp?: string;
}

interface RouteModule {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  default: ComponentType<never>;
}

type Handler = (args: never) => unknown;

async function settle(value: unknown): Promise<Outcome> {
  if (value instanceof Response) {
    const type = value.headers.get("content-type") ?? "";
    const body = type.includes("json") ? await value.clone().json() : value.headers.get("location");
    return { status: value.status, body, headers: value.headers, response: value };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const d = value as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, body: d.data, headers: new Headers(d.init?.headers) };
  }
  if (value instanceof Error) throw value;
  return { status: 200, body: value, headers: new Headers() };
}

function encode(form: Record<string, string | Blob | string[]>): BodyInit {
  const values = Object.entries(form).flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((one) => [k, one] as const) : [[k, v] as const],
  );
  if (values.every(([, v]) => typeof v === "string"))
    return new URLSearchParams(values as unknown as [string, string][]);
  const data = new FormData();
  for (const [k, v] of values) data.append(k, v);
  return data;
}

/**
 * Real route modules against a real database with real session cookies, in this process: the
 * permission guards, use cases and pages run as in the server, only the HTTP layer (Express,
 * security headers, cross-site checks) is left out — `tests/support/app-harness.ts` has that.
 *
 * - `call(handler, options)` runs one loader or action and reduces what it returns or throws to
 *   an {@link Outcome}; `reply` keeps only its status and body (for exact comparisons).
 * - `render(module, who, …)` runs a page's loader (and action, for a POST) through React Router's
 *   static handler and renders its component on the server, as a first paint or a browser without
 *   JavaScript gets it. A loader or render that throws fails the call, so a page that would answer
 *   500 cannot pass.
 *
 * Staff are `<role>@eden.test` (the admin with two-factor sign-in on), plus `unknown@eden.test`
 * whose role the permission table does not know. Every published live event is kept in `published`.
 */
export async function createRouteHarness(options: { env?: Record<string, string> } = {}) {
  const database: Database = await createTestDatabase();
  setSessionSecretForTests("route-harness-secret-0123456789abcdef0123456789");
  const dataDir = mkdtempSync(path.join(tmpdir(), "eden-routes-"));
  const env = parseEnv({
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://eden.test",
    NODE_ENV: "test",
    ...options.env,
  });
  const logger = pino({ level: "silent" });
  const events = new EventBus();
  const published: LiveEvent[] = [];
  events.subscribe((e) => published.push(e));
  const cookies = new Map<Caller, string>();
  const actors = new Map<Role, { id: string; email: string; role: string }>();
  for (const role of [...roles, "unknown"] as const) {
    const user = await createUser(database.db, {
      email: `${role}@eden.test`,
      password: "a long password",
      role: role as Role,
      actor: null,
    });
    await enrolIfRequired(database.db, user);
    if (role !== "unknown") actors.set(role, user);
    cookies.set(role, `session=${await createSession(database.db, { userId: user.id, env })}`);
  }

  function context(clientIp = "127.0.0.1") {
    const c = new RouterContextProvider();
    c.set(appContext, { database, env, logger, requestId: "test", nonce: "nonce", clientIp, events });
    return c;
  }

  function request(options: Omit<CallOptions, "params" | "clientIp">): Request {
    const headers = new Headers();
    const cookie = [options.as ? cookies.get(options.as) : null, options.cookie].filter(Boolean).join("; ");
    if (cookie) headers.set("cookie", cookie);
    let body: BodyInit | undefined;
    if (options.form) body = encode(options.form);
    else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set("content-type", "application/json");
    }
    return new Request(new URL(options.url, env.PUBLIC_URL), {
      method: options.method ?? (body ? "POST" : "GET"),
      headers,
      body,
    });
  }

  async function call(handler: Handler, options: CallOptions): Promise<Outcome> {
    try {
      const result = await (handler as (a: unknown) => unknown)({
        request: request(options),
        context: context(options.clientIp),
        params: options.params ?? {},
      });
      return await settle(result);
    } catch (thrown) {
      return settle(thrown);
    }
  }

  async function reply(handler: Handler, options: CallOptions) {
    const { status, body } = await call(handler, options);
    return { status, body };
  }

  async function render(
    module: RouteModule,
    who: Caller,
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
    const result = await handler.query(request({ as: who, url: options.path, form: options.form }), {
      requestContext: context(),
    });
    if (result instanceof Response) return { status: result.status, html: "", text: "" };
    const error = result.errors ? Object.values(result.errors)[0] : undefined;
    if (error instanceof Error) throw error;
    const router = createStaticRouter(handler.dataRoutes, result);
    const html = error
      ? ""
      : await renderComplete(
          createElement(StaticRouterProvider, { router, context: result, hydrate: false }),
        );
    const text = html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ");
    return { status: result.statusCode, html, text };
  }

  return {
    database,
    db: database.db,
    env,
    events,
    published,
    cookies,
    dataDir,
    context,
    call,
    reply,
    render,
    actor: (role: Role) => actors.get(role)!,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type RouteHarness = Awaited<ReturnType<typeof createRouteHarness>>;
