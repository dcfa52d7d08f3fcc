import pg from "pg";
import type { Logger } from "pino";
import type { EventBus, LiveEvent } from "./events.server";

const CHANNEL = "live_events";

/**
 * LISTEN/NOTIFY fans live events out to every instance on the same PostgreSQL database; while
 * the listener is down, events are delivered to this instance only. Returns the function that
 * stops listening (server shutdown).
 */
export function attachPostgresTransport(
  events: EventBus,
  options: { pool: pg.Pool; databaseUrl: string; logger: Logger },
): () => void {
  const { pool, databaseUrl, logger } = options;
  let listener: pg.Client | null = null;
  let stopped = false;
  const transport = async (event: LiveEvent) => {
    await pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]);
  };
  const retry = () => {
    listener = null;
    events.setTransport(null);
    if (!stopped) setTimeout(() => void connect(), 2000).unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
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
  return () => {
    stopped = true;
    listener?.end().catch(() => {});
  };
}
