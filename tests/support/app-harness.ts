import type { Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { createServer as createVite, createServerModuleRunner, type ViteDevServer } from "vite";
import type { Database } from "~/db/client.server";
import { type Env, parseEnv } from "~/env.server";
import { eq } from "drizzle-orm";
import { sessions as sessionsTable } from "~/db/schema";
import { hashToken } from "~/modules/auth/session.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { createUser } from "~/modules/auth/users.server";
import type { Role } from "~/permissions";
import type * as AppModule from "../../server/app";
import { createTestDatabase } from "./db";
import { enrolIfRequired } from "./two-factor";

export const STAFF_PASSWORD = "app-harness-password";

export interface AppHarnessOptions {
  /** The database to serve (default: a fresh migrated one, closed with the app). */
  database?: Database;
  /** More environment for parseEnv (PUBLIC_URL defaults to the app's own address). */
  env?: Record<string, string>;
  /** Keep rendered public pages in memory, as the production server does. */
  pageCache?: boolean;
  /** The app's logger (default: silent), for tests that read what it writes. */
  logger?: pino.Logger;
}

let vite: Promise<ViteDevServer> | undefined;
/**
 * One Vite server for every app this process starts (the integration files share a process):
 * it keeps each module's transformed code, so an app after the first loads in ~0.2 s of CPU
 * instead of ~3 s. Each app still gets its own module instances (its own module runner).
 */
function sharedVite(): Promise<ViteDevServer> {
  vite ??= createVite({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
    // Only server-rendered HTML is asked for: no browser dependencies to pre-bundle (and none
    // written into node_modules/.vite while another run builds).
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return vite;
}

/**
 * The whole app in this process: the real Express app of `server/app.ts` (security headers,
 * cross-site refusal, body limits, the page cache, React Router with every route) through Vite's
 * SSR loader, on a loopback port and a test database. For what an HTTP client sees — status codes,
 * headers, redirects, throttling — without a browser or a server process.
 *
 * Modules the app itself uses must come through `load()` (this app's module runner, not Vitest's
 * graph): state such as the session secret lives per module instance.
 */
export async function startApp(options: AppHarnessOptions = {}) {
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), "eden-app-"));
  const vite = await sharedVite();
  // This app's own module instances, on the shared server's transformed code.
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
  const load = <T = Record<string, unknown>>(file: string) => runner.import(file) as Promise<T>;
  const { createApp } = await load<typeof AppModule>("/server/app.ts");
  const { EventBus } = await load<typeof import("~/modules/live/events.server")>(
    "/app/modules/live/events.server.ts",
  );
  const { loadSessionSecret } = await load<typeof import("~/modules/auth/secret.server")>(
    "/app/modules/auth/secret.server.ts",
  );
  const events = new EventBus();

  // Listening first: PUBLIC_URL defaults to the address the app is reached at, as in production.
  let handler: ReturnType<typeof createApp> | undefined;
  const { createServer } = await import("node:http");
  const server: Server = createServer((req, res) => handler!(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const env: Env = parseEnv({
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    SESSION_SECRET: "app-harness-secret-0123456789abcdef0123456789",
    ...options.env,
  });
  loadSessionSecret(env);
  handler = createApp({
    env,
    logger: options.logger ?? pino({ level: "silent" }),
    state: { ready: true, database },
    events,
    vite,
    serverBuild: () => load<ServerBuild>("virtual:react-router/server-build"),
    pageCache: options.pageCache ?? false,
  });

  /** A request to the app; redirects are answered, not followed. */
  function request(pathname: string, init: RequestInit = {}) {
    return fetch(`${url}${pathname}`, { redirect: "manual", ...init });
  }

  /** A staff member of this role (created on first use) and their session cookie. */
  const sessions = new Map<string, string>();
  async function staff(role: Role | "unknown", email = `${role}@app.test`): Promise<string> {
    const known = sessions.get(email);
    if (known) return known;
    await createUser(database.db, { email, password: STAFF_PASSWORD, role: role as Role, actor: null });
    return session(email);
  }

  /** A new session for an existing account (signed in through the use case, not the form). */
  async function session(email: string, password = STAFF_PASSWORD): Promise<string> {
    const result = await signIn(database.db, { email, password, ip: "127.0.0.1", env });
    if (!result.ok) throw new Error(`sign-in failed for ${email}`);
    // An admin's session waits for the second factor (issue 14); here the admin has one and the
    // session is one that passed it.
    await enrolIfRequired(database.db, result.user);
    if (result.stage !== "full") {
      await database.db
        .update(sessionsTable)
        .set({ stage: "full" })
        .where(eq(sessionsTable.tokenHash, hashToken(result.token)));
    }
    const cookie = `session=${result.token}`;
    sessions.set(email, cookie);
    return cookie;
  }

  return {
    url,
    env,
    database,
    events,
    load,
    request,
    staff,
    session,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      events.close();
      await runner.close();
      if (ownDatabase) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type AppHarness = Awaited<ReturnType<typeof startApp>>;
