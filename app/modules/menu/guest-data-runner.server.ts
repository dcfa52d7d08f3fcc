import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { runTableDataRetention } from "~/modules/tables/guest-data.server";
import { runGuestDataRetention } from "./guest-data.server";
import { venues } from "./menu.constants";

const CHECK_MS = 3_600_000;

/**
 * The retention clean-up's clock: every instance checks at start and then hourly; the first
 * check of each IST day (on any instance) deletes, the others find the day taken. The log line
 * holds counts only, never a guest's name or number.
 */
export function startGuestDataRetention(options: { db: Db; logger: Logger }): () => void {
  let stopped = false;
  const check = async () => {
    for (const venue of venues) {
      if (stopped) return;
      try {
        const result = await runGuestDataRetention(options.db, { venue });
        if (result.ran)
          options.logger.info({ venue, deleted: result.deleted }, "guest data retention clean-up");
      } catch (error) {
        options.logger.warn({ err: error, venue }, "guest data retention clean-up failed");
      }
    }
    // Issue 31: table bookings and table-service requests follow the same period.
    try {
      const tables = await runTableDataRetention(options.db);
      if (tables.bookings || tables.requests) options.logger.info(tables, "table data retention clean-up");
    } catch (error) {
      options.logger.warn({ err: error }, "table data retention clean-up failed");
    }
  };
  const first = setTimeout(() => void check(), 5_000);
  const timer = setInterval(() => void check(), CHECK_MS);
  first.unref();
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
  };
}
