import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { appContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { setSessionSecretForTests } from "~/modules/auth/secret.server";
import { createSession } from "~/modules/auth/session.server";
import { createUser } from "~/modules/auth/users.server";
import { EventBus } from "~/modules/live/events.server";
import { type Role, roles } from "~/permissions";
import { createTestDatabase } from "../../../tests/support/db";

export type Caller = Role | "signed-out";
export const callers: Caller[] = [...roles, "signed-out"];

/** What a loader or action produced, thrown or returned: status, body and headers. */
export interface Outcome {
  status: number;
  body: unknown;
  headers: Headers;
  response?: Response;
}

async function settle(value: unknown): Promise<Outcome> {
  if (value instanceof Response) {
    const type = value.headers.get("content-type") ?? "";
    const body = type.includes("json") ? await value.clone().json() : null;
    return { status: value.status, body, headers: value.headers, response: value };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const d = value as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, body: d.data, headers: new Headers(d.init?.headers) };
  }
  if (value instanceof Error) throw value;
  return { status: 200, body: value, headers: new Headers() };
}

/**
 * Calls real route modules with a real database, real sessions and the real permission
 * guards: the HTTP layer is the only part left out.
 */
export async function createRouteHarness() {
  const database: Database = await createTestDatabase();
  setSessionSecretForTests("menu-tests-secret-0123456789abcdef0123456789");
  const dataDir = mkdtempSync(path.join(tmpdir(), "menu-test-"));
  const env = parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: "http://menu.test", NODE_ENV: "test" });
  const events = new EventBus();
  const logger = pino({ level: "silent" });
  const cookies = new Map<Caller, string>();
  const actors = new Map<Role, { id: string; email: string; role: string }>();
  for (const role of roles) {
    const user = await createUser(database.db, {
      email: `${role}@menu.test`,
      password: "a long password",
      role,
      actor: null,
    });
    actors.set(role, user);
    cookies.set(role, `session=${await createSession(database.db, { userId: user.id, env })}`);
  }

  function context(clientIp = "127.0.0.1") {
    const c = new RouterContextProvider();
    c.set(appContext, {
      database,
      env,
      logger,
      requestId: "test",
      nonce: "nonce",
      clientIp,
      events,
    });
    return c;
  }

  type Handler = (args: never) => unknown;
  async function call(
    handler: Handler,
    options: {
      as?: Caller;
      url: string;
      method?: string;
      form?: Record<string, string | Blob>;
      json?: unknown;
      cookie?: string;
      params?: Record<string, string>;
      /** The address the request comes from (visitor entries are limited per address). */
      clientIp?: string;
    },
  ): Promise<Outcome> {
    const headers = new Headers();
    const cookie = [
      options.as && options.as !== "signed-out" ? cookies.get(options.as) : null,
      options.cookie,
    ]
      .filter(Boolean)
      .join("; ");
    if (cookie) headers.set("cookie", cookie);
    let body: BodyInit | undefined;
    if (options.form) {
      const fd = new FormData();
      for (const [k, v] of Object.entries(options.form)) fd.set(k, v);
      body = fd;
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set("content-type", "application/json");
    }
    const request = new Request(new URL(options.url, "http://menu.test"), {
      method: options.method ?? (body ? "POST" : "GET"),
      headers,
      body,
    });
    try {
      const result = await (handler as (a: unknown) => unknown)({
        request,
        context: context(options.clientIp),
        params: options.params ?? {},
      });
      return await settle(result);
    } catch (thrown) {
      return settle(thrown);
    }
  }

  return {
    database,
    db: database.db,
    env,
    events,
    dataDir,
    call,
    actor: (role: Role) => actors.get(role)!,
    close: () => database.close(),
  };
}

export type RouteHarness = Awaited<ReturnType<typeof createRouteHarness>>;
