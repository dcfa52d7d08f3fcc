import { readFileSync } from "node:fs";
import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";

/**
 * Time limits of the HTTP server (issue 12 item 9). A client must send its whole request (a 5 MB
 * photo included) within 2 minutes; an idle keep-alive connection is closed after 5 s. Request
 * headers: `guardConnections` closes a connection that has not sent them within 10–15 s; Node's
 * own limit (20 s) is the backstop. Node checks its limits every second (its default, 30 s, let a
 * slow client hold a connection for up to 90 s). Answers are not limited: live-update streams
 * last as long as their page is open.
 */
export const httpServerOptions = {
  headersTimeout: 20_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} satisfies ServerOptions;

/** A connection without a request in progress is closed after this long (plus up to half again). */
export const HEADERS_WAIT_MS = 10_000;

/**
 * Connections the kernel queues for the server before it accepts them (Node's default is 511;
 * Linux caps it at net.core.somaxconn, 4,096 by default). When thousands of connections arrive at
 * once — an attacker's, reconnecting after a time-out — a full queue drops the next ones, and a
 * guest's browser or /api/health tries again only after 1 s, then 3 s.
 */
export const LISTEN_BACKLOG = 4_096;

/**
 * The process's open-file limit (Linux: /proc/self/limits). Node raises its soft limit to the hard
 * limit when it starts, so this is the hard limit set by the service manager (systemd LimitNOFILE,
 * `docker run --ulimit nofile=…`). Null where it cannot be read.
 */
export function openFileLimit(limits = "/proc/self/limits"): number | null {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(readFileSync(limits, "utf8"));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Connections the server holds at most: its open-file limit less a reserve for everything else that
 * needs a file (PGlite keeps ~170 open, PostgreSQL pool connections, uploads, pictures, logs), so
 * clients can never take the files the database needs.
 */
export function connectionLimit(fileLimit: number | null): number {
  if (fileLimit === null) return 10_000;
  return Math.max(64, fileLimit - Math.max(512, Math.floor(fileLimit / 10)));
}

/**
 * Keeps the server's connections under `limit`. When a new connection would go over it, the
 * connection that has been waiting longest without a request in progress (idle keep-alive, or
 * headers still arriving: a slow or idle attacker's) is closed to make room; when every
 * connection is busy, the new one is closed. So a flood of idle or slow connections never
 * keeps /api/health or a sign-in out, and the process never runs out of open files (EMFILE).
 *
 * A connection that waits longer than `waitMs` (its request headers not complete) is closed. Each
 * connection's limit is drawn between `waitMs` and 1.5 × `waitMs`: thousands of connections opened
 * in the same second (and reopened as soon as they are closed) are then not all closed, and
 * reopened, in the same second again — such a burst overflowed the kernel's queue of new
 * connections, and /api/health waited for the client's retry (1 s, then 3 s).
 */
/** How many different waits `connectionWait` draws from. */
export const WAIT_STEPS = 50;

/**
 * One connection's wait limit: between `waitMs` and 1.5 × `waitMs`, in whole steps of 1 % of
 * `waitMs`. Node keeps one list of timers per distinct duration, and keeps an unreferenced timer's
 * list after it is cleared until that duration has passed (node:timers keeps such lists for the
 * next http timer); a random fractional duration per request left one list per request alive for
 * 10–15 s (4,443 of them in a heap snapshot of `npm run bench:memory`, issue 33). Fifty-one
 * durations keep fifty-one lists.
 */
export function connectionWait(waitMs: number, random = Math.random): number {
  return Math.round(waitMs * (1 + Math.floor(random() * (WAIT_STEPS + 1)) / (2 * WAIT_STEPS)));
}

export function guardConnections(
  server: Server,
  options: { limit: number; logger: Logger; waitMs?: number },
) {
  const { limit, logger, waitMs = HEADERS_WAIT_MS } = options;
  const open = new Set<Socket>();
  // Insertion order = how long a connection has been waiting without a request in progress.
  const waiting = new Map<Socket, ReturnType<typeof setTimeout>>();
  const wait = (socket: Socket) => {
    const timer = setTimeout(() => socket.destroy(), connectionWait(waitMs));
    timer.unref();
    waiting.set(socket, timer);
  };
  const stopWaiting = (socket: Socket) => {
    clearTimeout(waiting.get(socket));
    waiting.delete(socket);
  };
  let closedSinceWarning = 0;
  let warnedAt = 0;

  const closeForRoom = (socket: Socket) => {
    socket.destroy();
    closedSinceWarning++;
    const now = Date.now();
    if (now - warnedAt >= 60_000) {
      logger.warn(
        { limit, open: open.size, closed: closedSinceWarning },
        "connection limit reached: closing the connections waiting longest",
      );
      warnedAt = now;
      closedSinceWarning = 0;
    }
  };

  server.on("connection", (socket: Socket) => {
    open.add(socket);
    wait(socket);
    socket.once("close", () => {
      open.delete(socket);
      stopWaiting(socket);
    });
    if (open.size <= limit) return;
    const oldest = waiting.keys().next().value;
    closeForRoom(oldest !== undefined && oldest !== socket ? oldest : socket);
  });
  server.on("request", (req, res) => {
    const socket = req.socket;
    stopWaiting(socket);
    res.once("close", () => {
      if (!socket.destroyed) wait(socket);
    });
  });
  server.on("upgrade", (req) => stopWaiting(req.socket));

  return {
    get open() {
      return open.size;
    },
  };
}
