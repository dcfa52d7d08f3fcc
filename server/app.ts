import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import pino, { type Logger } from "pino";
import {
  createRequestHandler as createFetchHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { ViteDevServer } from "vite";
import { appContext, documentRequestContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { protectDataDir } from "~/db/data-dir.server";
import { type OpenedDatabase, openDatabase } from "~/db/open.server";
import { ConfigError, type Env, parseEnv } from "~/env.server";
import { loadSessionSecret } from "~/modules/auth/secret.server";
import { cacheBudget, MB } from "~/modules/cache-budget.server";
import { deleteExpiredSessions } from "~/modules/auth/session.server";
import { pruneLoginAttempts } from "~/modules/auth/sign-in.server";
import { startMailOutbox } from "~/modules/outbox/start.server";
import { startHoldExpiry } from "~/modules/reservations/hold-expiry-runner.server";
import { startInstalmentReminders } from "~/modules/client-page/reminders.server";
import { EventBus } from "~/modules/live/events.server";
import { attachPostgresTransport } from "~/modules/live/postgres-transport.server";
import { IMAGE_UPLOAD_BODY_LIMIT } from "~/modules/media/image-type";
import { startGuestDataRetention } from "~/modules/menu/guest-data-runner.server";
import { logSafeError } from "~/modules/http/log-safe-error";
import { logSafeUrl } from "~/modules/http/log-safe-url";
import { startServingClock } from "~/modules/menu/serving-clock.server";
import { demoPasswordProblem } from "~/modules/seed/seed-database.server";
import { PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import {
  connectionLimit,
  guardConnections,
  httpServerOptions,
  LISTEN_BACKLOG,
  openFileLimit,
} from "./connections";
import { PageCache, pageCacheMiddleware } from "./page-cache";
import { migrateAndSeed, prepareInOwnProcess } from "./prepare-database";

export { prepareDatabaseHere } from "./prepare-database";
import { limitBody, refuseControlCharacters, rejectCrossSite, securityHeaders } from "./security";

interface State {
  ready: boolean;
  database: Database | null;
}

export interface AppOptions {
  env: Env;
  logger: Logger;
  state: State;
  events: EventBus;
  vite?: ViteDevServer;
  /** Paths (prefixes) that accept bodies above the default 1 MB, e.g. photo uploads. */
  bodyLimits?: Record<string, number>;
  /** Keep rendered public pages in memory (off with Vite: its pages change on every edit). */
  pageCache?: boolean;
  /**
   * The production server build (without Vite), or a loader of it: the test harness's own module
   * runner on a Vite server it shares between apps (tests/support/app-harness.ts).
   */
  serverBuild?: ServerBuild | (() => Promise<ServerBuild>);
}

const BODY_LIMIT = 1024 * 1024;

// CSP nonces come from a pool of random bytes filled 4 KB at a time: one getrandom call per
// 256 requests instead of one per request (randomFillSync was ~3 % of a rendered page's CPU).
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function nextNonce(): string {
  if (nonceOffset + 16 > noncePool.length) {
    noncePool = randomBytes(4096);
    nonceOffset = 0;
  }
  nonceOffset += 16;
  return noncePool.toString("base64", nonceOffset - 16, nonceOffset);
}

/** URL paths of the files of the client build outside /assets (pictures, icons). */
function clientFiles(root: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(root)) return files;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const url = `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`;
    if (!url.startsWith("/assets/")) files.add(url);
  }
  return files;
}

export function createApp({
  env,
  logger,
  state,
  events,
  vite,
  bodyLimits = {},
  pageCache = !vite,
  serverBuild,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Every error a request logs goes through logSafeError: no request's personal fields (a failed
  // query's values) in the logs (issue 28 item 10).
  const requestLogger = logger.child({}, { serializers: { err: logSafeError } });
  // Issue 29 item 7: X-Forwarded-For is believed only from these proxies (default loopback).
  app.set("trust proxy", env.TRUST_PROXY ?? ["loopback"]);

  app.use((req, res, next) => {
    const requestId = (req.get("x-request-id") ?? "").slice(0, 64) || randomUUID();
    res.locals.requestId = requestId;
    res.locals.nonce = nextNonce();
    res.locals.logger = requestLogger.child({ requestId });
    res.setHeader("X-Request-Id", requestId);
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      // A route that answers without reading the body (an upload refused for want of a session)
      // leaves it paused in React Router's request stream; the socket was then reset and the
      // client saw a network error instead of the answer. Drain what is left instead.
      if (!req.complete) {
        req.removeAllListeners("data");
        req.resume();
      }
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // 503 is the expected answer while starting or while the database is away: a warning.
      const level = res.statusCode === 503 ? "warn" : res.statusCode >= 500 ? "error" : "info";
      res.locals.logger[level](
        { method: req.method, url: logSafeUrl(req.originalUrl), status: res.statusCode, ms },
        "request",
      );
    });
    next();
  });

  app.use(securityHeaders(env));

  app.get("/api/health", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!state.ready || !state.database) {
      res.status(503).json({ status: "starting" });
      return;
    }
    try {
      await state.database.ping();
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use((_req, res, next) => {
    if (state.ready) return next();
    res.setHeader("Retry-After", "2");
    res.status(503).type("text/plain").send("The site is starting. Please try again in a moment.");
  });

  app.use(rejectCrossSite(env));
  app.use(refuseControlCharacters());
  app.use(limitBody(BODY_LIMIT, bodyLimits));
  app.use(
    compression({
      // SSE must flush each event immediately.
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").includes("text/event-stream") &&
        compression.filter(req, res),
    }),
  );

  // In production the build is one module, imported once by main() before the server is ready:
  // React Router gets the object itself. Given a function, it derives its route tables again on
  // every request (flattening and ranking every route: ~10 % of a page's CPU, `node --cpu-prof`
  // under `npm run bench`). With Vite the function stays, so edits are picked up.
  const routerBuild: ServerBuild | (() => Promise<ServerBuild>) | undefined =
    serverBuild ??
    (vite
      ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
      : undefined);
  if (!routerBuild) throw new Error("createApp needs the server build (or Vite)");

  function getLoadContext(req: Request, res: Response) {
    const context = new RouterContextProvider();
    context.set(documentRequestContext, !req.path.endsWith(".data"));
    context.set(appContext, {
      database: state.database!,
      env,
      logger: res.locals.logger,
      requestId: res.locals.requestId,
      nonce: res.locals.nonce,
      clientIp: req.ip ?? "unknown",
      events,
    });
    return context;
  }

  if (pageCache) {
    const render = createFetchHandler(routerBuild, env.NODE_ENV);
    app.use(
      pageCacheMiddleware({
        cache: new PageCache(events),
        render: (request, req, res) => render(request, getLoadContext(req, res)),
      }),
    );
  }

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const client = path.resolve("build/client");
    app.use(
      "/assets",
      express.static(path.join(client, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
      }),
    );
    // The first `npm start` of a clone generates the artwork while it serves (scripts/start.mjs):
    // its pictures are read from public/generated as they appear. A build made with `npm run build`
    // (Docker) has them all in build/client/generated instead.
    const artwork = path.resolve("public/generated");
    if (existsSync(artwork)) {
      app.use("/generated", express.static(artwork, { maxAge: "1h", index: false, redirect: false }));
    }
    // redirect: false — a folder of assets (public/menu/) must not turn the page /menu into a 301 to /menu/.
    const serveFile = express.static(client, { maxAge: "1h", index: false, redirect: false });
    // The build's other files are known at start: only their paths reach the file system, so a
    // page request costs no failed fs.stat (≈5 % of a rendered page's CPU, `node --cpu-prof`).
    const files = clientFiles(client);
    app.use((req, res, next) => (files.has(req.path) ? serveFile(req, res, next) : next()));
  }

  app.all("/{*splat}", createRequestHandler({ build: routerBuild, mode: env.NODE_ENV, getLoadContext }));

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // Express marks the client's own faults (an address with broken %-encoding) with a 4xx
    // status: answer that, not a 500 that blames the server.
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      res.locals.logger?.warn({ err: error }, "bad request");
      if (!res.headersSent) res.status(status).type("text/plain").send("The request could not be read.");
      return;
    }
    res.locals.logger?.error({ err: error }, "unhandled error");
    if (res.headersSent) return;
    res
      .status(500)
      .type("text/plain")
      .send(`Something went wrong. Please try again. (Reference: ${res.locals.requestId})`);
  });

  return app;
}

export interface Running {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

/** Starts the whole product: config, database, migrations, demo data, HTTP. */
export async function main(options: { vite?: ViteDevServer } = {}): Promise<Running> {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Checked before anything starts (issue 28 items 1 and 14): seedDatabase checks again.
  const demoProblem = await demoPasswordProblem(env);
  if (demoProblem) {
    console.error(demoProblem);
    process.exit(1);
  }
  const logger = pino({
    level: env.LOG_LEVEL,
    base: { pid: process.pid },
    serializers: { err: logSafeError },
  });
  cacheBudget.setLimit(env.CACHE_MEMORY_MB * MB);
  const state: State = { ready: false, database: null };
  const fileLimit = openFileLimit();
  const maxConnections = connectionLimit(fileLimit);
  // Live streams are connections too: at most half of them, so other requests always find room.
  const maxStreams = Math.min(env.LIVE_STREAMS_MAX, Math.floor(maxConnections / 2));
  if (maxStreams < env.LIVE_STREAMS_MAX)
    logger.warn(
      { LIVE_STREAMS_MAX: env.LIVE_STREAMS_MAX, openFileLimit: fileLimit, maxStreams },
      "LIVE_STREAMS_MAX is lowered to half the connections this process's open-file limit allows (raise LimitNOFILE)",
    );
  const events = new EventBus({ maxStreams });
  // Photo and picture uploads: 5 MB files plus multipart overhead; every other path keeps 1 MB.
  const bodyLimits = {
    "/api/v1/menu/photos": IMAGE_UPLOAD_BODY_LIMIT,
    // Up to 1,000 pasted menu rows with their descriptions.
    "/api/v1/menu/import": 4 * 1024 * 1024,
    "/luxebooking/admin/pictures": IMAGE_UPLOAD_BODY_LIMIT,
  };
  const serverBuild = options.vite
    ? undefined
    : ((await import("virtual:react-router/server-build")) as ServerBuild);
  const app = createApp({ env, logger, state, events, vite: options.vite, bodyLimits, serverBuild });

  try {
    protectDataDir(env.DATA_DIR, logger);
    loadSessionSecret(env, logger);
  } catch (error) {
    console.error(`Cannot prepare DATA_DIR (${env.DATA_DIR}): ${(error as Error).message}`);
    process.exit(1);
  }

  // Listen first so /api/health can answer 503 while the database opens and migrates.
  const server = createServer(httpServerOptions, app);
  guardConnections(server, { limit: maxConnections, logger });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG }, () => {
      server.off("error", reject);
      resolve();
    });
  }).catch((error) => {
    console.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${(error as Error).message}`);
    process.exit(1);
  });
  // Once listening, an error is a failed accept (EMFILE when the system runs out of files, ENOMEM):
  // that one connection is lost, the server goes on accepting. Unhandled, it would end the process.
  server.on("error", (error) => logger.error({ err: error }, "accepting a connection failed"));
  logger.info({ openFileLimit: fileLimit, maxConnections, maxStreams }, "connection limits");

  let opened: OpenedDatabase;
  let stopListening = () => {};
  try {
    if (!options.vite) await prepareInOwnProcess(env, logger);
    opened = await openDatabase(env, logger);
  } catch (error) {
    logger.fatal({ err: error }, "cannot open the database");
    console.error((error as Error).message);
    server.close();
    process.exit(1);
  }
  try {
    const database = opened.database;
    await migrateAndSeed(opened, env, logger);
    if (database.pool && env.DATABASE_URL) {
      stopListening = attachPostgresTransport(events, {
        pool: database.pool,
        databaseUrl: env.DATABASE_URL,
        logger,
      });
    }
  } catch (error) {
    logger.fatal({ err: error }, "start-up failed");
    console.error(`Start-up failed: ${(error as Error).message}`);
    server.close();
    server.closeAllConnections();
    await Promise.race([
      opened.database.close().catch(() => {}),
      new Promise((r) => setTimeout(r, 3000).unref()),
    ]);
    opened.release();
    process.exit(1);
  }
  state.database = opened.database;
  state.ready = true;
  // Background work: the one outbox sends every e-mail (enquiries, documents, reset links) with retries.
  startMailOutbox({ database: opened.database, env, events });
  // Tentative holds that run out become cancelled (issue 16), across restarts and instances.
  startHoldExpiry({ database: opened.database, env, events });
  // Issue 30 item 8: e-mail reminders of payment instalments (off without SMTP_URL).
  startInstalmentReminders({ database: opened.database, env, events });
  const maintenance = setInterval(() => {
    Promise.all([
      deleteExpiredSessions(opened.database.db, { env }),
      pruneLoginAttempts(opened.database.db),
    ]).catch((error) => logger.warn({ err: error }, "session clean-up failed"));
  }, 3_600_000);
  maintenance.unref();
  const stopRetention = startGuestDataRetention({ db: opened.database.db, logger });
  const stopServingClock = startServingClock({
    db: opened.database.db,
    events,
    venue: PUBLIC_VENUE,
    logger,
  });
  const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`;
  logger.info({ url, database: opened.database.kind }, "ready");

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      logger.info("shutting down: finishing in-flight requests");
      clearInterval(maintenance);
      stopRetention();
      stopServingClock();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      events.close();
      server.closeIdleConnections();
      await Promise.race([closed, new Promise((r) => setTimeout(r, 10_000).unref())]);
      server.closeAllConnections();
      await opened.database
        .close()
        .catch((error) => logger.error({ err: error }, "closing the database failed"));
      stopListening();
      opened.release();
      logger.info("stopped");
    })();
    return stopping;
  };
  return { server, url, stop };
}
