import pino from "pino";
import type { AppContext } from "~/context.server";
import { deliverDueEnquiries } from "./deliver-enquiries.server";
import { transportsFromEnv } from "./transports.server";

const POLL_MS = 15_000;

interface Runner {
  database: AppContext["database"];
  kick(): void;
}

let runner: Runner | null = null;

/**
 * Starts (once per database) the background loop that forwards stored enquiries, polling for
 * due retries every 15 s; `kick` runs a round at once after a new enquiry. It stops when the
 * server shuts down (the event bus closes). Without SMTP or a form service configured there
 * is nothing to forward: enquiries wait in the staff inbox.
 */
export function ensureEnquiryOutbox(app: Pick<AppContext, "database" | "env" | "events">): Runner | null {
  if (runner && runner.database === app.database) return runner;
  const transports = transportsFromEnv(app.env);
  if (transports.length === 0) return null;
  const logger = pino({ level: app.env.LOG_LEVEL, base: { pid: process.pid, component: "enquiry-outbox" } });
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
        const round = await deliverDueEnquiries(app.database.db, { transports, logger });
        if (round.sent + round.retrying + round.failed > 0) logger.info(round, "enquiry outbox round");
      } while (again && !stopped);
    } catch (error) {
      logger.error({ err: error }, "enquiry outbox round failed");
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
  app.events.onClose(() => {
    stopped = true;
    clearInterval(timer);
  });
  runner = { database: app.database, kick: () => setImmediate(() => void tick()) };
  runner.kick();
  return runner;
}
