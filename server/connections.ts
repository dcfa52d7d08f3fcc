import { readFileSync } from "node:fs";
import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";

/**
 * Time limits of the HTTP server (issue 12 item 9). A client must send its request headers within
 * 10 s and its whole request (a 5 MB photo included) within 2 minutes; an idle keep-alive connection
 * is closed after 5 s. Connections are checked against these every second (Node's default, 30 s,
 * let a slow client hold its connection for up to 90 s). Answers are not limited: live-update
 * streams last as long as the page is open.
 */
export const httpServerOptions = {
  headersTimeout: 10_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} satisfies ServerOptions;

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
 */
export function guardConnections(server: Server, options: { limit: number; logger: Logger }) {
  const { limit, logger } = options;
  const open = new Set<Socket>();
  // Insertion order = how long a connection has been waiting without a request in progress.
  const waiting = new Set<Socket>();
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
    waiting.add(socket);
    socket.once("close", () => {
      open.delete(socket);
      waiting.delete(socket);
    });
    if (open.size <= limit) return;
    const oldest = waiting.values().next().value;
    closeForRoom(oldest !== undefined && oldest !== socket ? oldest : socket);
  });
  server.on("request", (req, res) => {
    const socket = req.socket;
    waiting.delete(socket);
    res.once("close", () => {
      if (!socket.destroyed) waiting.add(socket);
    });
  });
  server.on("upgrade", (req) => waiting.delete(req.socket));

  return {
    get open() {
      return open.size;
    },
  };
}
