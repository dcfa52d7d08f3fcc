import pino from "pino";
import type { AppContext } from "~/context.server";
import { type Channel, deliverDueMessages, type OutboxKind } from "./deliver.server";
import { registerOutboxRunner } from "./outbox.server";

const POLL_MS = 15_000;

/**
 * Starts the one outbox loop of this process: a round at once, on every `kickOutbox()`, and every
 * 15 s for due retries; rows survive restarts (they are in the database) and other instances'
 * runners skip the rows this one holds. It stops when the server shuts down (the event bus closes).
 */
export function startOutbox(
  app: Pick<AppContext, "database" | "env" | "events">,
  options: { channels: Record<string, Channel>; kinds: Record<string, OutboxKind> },
): { kick(): void } | null {
  if (Object.keys(options.channels).length === 0) return null;
  const logger = pino({ level: app.env.LOG_LEVEL, base: { pid: process.pid, component: "outbox" } });
  let busy = false;
  let again = false;
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        const round = await deliverDueMessages(app.database.db, { ...options, events: app.events, logger });
        if (round.sent + round.retrying + round.failed > 0) logger.info(round, "outbox round");
      } while (again && !stopped);
    } catch (error) {
      logger.error({ err: error }, "outbox round failed");
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
  const runner = { kick: () => setImmediate(() => void tick()) };
  const unregister = registerOutboxRunner(runner);
  app.events.onClose(() => {
    stopped = true;
    clearInterval(timer);
    unregister();
  });
  runner.kick();
  return runner;
}
