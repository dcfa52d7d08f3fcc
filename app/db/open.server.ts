import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import type { Env } from "~/env.server";
import type { EventBus, LiveEvent } from "~/modules/live/events.server";
import { type Database, openPglite, openPostgres } from "./client.server";
import { acquireDataDirLock } from "./lock.server";

const CHANNEL = "live_events";

export interface OpenedDatabase {
  database: Database;
  release(): void;
  attachEvents?(events: EventBus): void;
}

export async function openDatabase(env: Env, logger: Logger): Promise<OpenedDatabase> {
  if (!env.DATABASE_URL) {
    const release = acquireDataDirLock(env.DATA_DIR);
    try {
      const database = await openPglite(path.join(env.DATA_DIR, "pgdata"));
      logger.info({ dataDir: path.resolve(env.DATA_DIR) }, "embedded database (PGlite) opened");
      return { database, release };
    } catch (error) {
      release();
      throw error;
    }
  }
  const database = openPostgres(env.DATABASE_URL);
  try {
    await database.ping();
  } catch (error) {
    await database.close().catch(() => {});
    throw new Error(
      `Cannot connect to PostgreSQL at DATABASE_URL (${redact(env.DATABASE_URL)}): ${rootCause(error)}`,
    );
  }
  logger.info("PostgreSQL connected");
  let listener: pg.Client | null = null;
  let stopped = false;
  const release = () => {
    stopped = true;
    listener?.end().catch(() => {});
  };
  const attachEvents = (events: EventBus) => {
    // LISTEN/NOTIFY fans live events out to every instance on the same database; while the
    // listener is down, events are delivered to this instance only.
    const transport = async (event: LiveEvent) => {
      await database.pool!.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]);
    };
    const retry = () => {
      listener = null;
      events.setTransport(null);
      if (!stopped) setTimeout(() => void connect(), 2000).unref();
    };
    const connect = async () => {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      client.on("notification", (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        try {
          events.deliver(JSON.parse(message.payload) as LiveEvent);
        } catch {}
      });
      client.on("error", retry);
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
        listener = client;
        events.setTransport(transport);
      } catch (error) {
        logger.warn({ err: error }, "LISTEN failed; retrying");
        client.end().catch(() => {});
        retry();
      }
    };
    void connect();
  };
  return { database, release, attachEvents };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "invalid URL";
  }
}

function rootCause(error: unknown): string {
  let current = error as { message?: string; cause?: unknown; code?: string };
  while (current.cause && typeof current.cause === "object") current = current.cause as typeof current;
  return current.message || current.code || String(error);
}
