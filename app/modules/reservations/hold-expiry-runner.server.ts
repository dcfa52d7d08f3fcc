import pino from "pino";
import type { AppContext } from "~/context.server";
import { expireHolds } from "./expire-holds.server";

/**
 * Starts (once per database) the loop that expires tentative holds: a round at start, then every
 * minute (HOLD_EXPIRY_POLL_MS). Every instance runs it; the advisory lock lets one round through at
 * a time. It stops when the server shuts down (the event bus closes).
 */
export function startHoldExpiry(app: Pick<AppContext, "database" | "env" | "events">): void {
  const logger = pino({ level: app.env.LOG_LEVEL, base: { pid: process.pid, component: "hold-expiry" } });
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const round = await expireHolds(app.database.db, { events: app.events });
      if (round.expired.length > 0) logger.info({ expired: round.expired.length }, "holds expired");
    } catch (error) {
      logger.error({ err: error }, "hold expiry round failed");
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), app.env.HOLD_EXPIRY_POLL_MS);
  timer.unref();
  app.events.onClose(() => clearInterval(timer));
  setImmediate(() => void tick());
}
