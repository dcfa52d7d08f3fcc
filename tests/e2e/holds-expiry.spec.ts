import { rmSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { freePort, startE2eServer } from "./fixtures";
import { createReservation } from "./reservations-support";
import { signInAs } from "./support";

// Issue 16 item 2 in the browser: a hold expires on the server's clock, moved by the test
// (scripts/e2e-clock.mjs, as the integration tests give each round its `now`), and the 2nd option
// moves up on the open dashboard. A server of this test's own (its clock moves, and it restarts), on
// a free port (or E2E_HOLDS_PORT); its expiry round every 500 ms instead of every minute.
const HOUR = 3_600_000;
const DATE = "2099-10-14";

/** An instant as the form's 'Hold until' (datetime-local, India time). */
const istInput = (ms: number) => new Date(ms + 5.5 * HOUR).toISOString().slice(0, 16);

const dayItem = (page: Page, eventName: string) =>
  page.getByTestId("selected-date-list").getByRole("listitem").filter({ hasText: eventName });

test("a hold expires on the server's clock: the 2nd option moves up live, and a restart expires what fell due", async ({
  browser,
}) => {
  // Two server starts on a shared machine (the restart spec, with one, takes about a minute in a full run).
  test.setTimeout(180_000);
  const port = Number(process.env.E2E_HOLDS_PORT) || (await freePort());
  rmSync(path.join(process.env.E2E_DATA_ROOT ?? ".tmp", `e2e-data-${port}`), {
    recursive: true,
    force: true,
  });
  let running = await startE2eServer(port, {
    keepData: true,
    movableClock: true,
    env: { HOLD_EXPIRY_POLL_MS: "500" },
  });
  try {
    const context = await browser.newContext({ baseURL: running.server.url });
    const page = await context.newPage();
    await signInAs(page, "admin");
    // The first asks for the date two hours from now; the second gets the default 72 hours.
    await createReservation(page, {
      eventName: "First Hold Wedding",
      eventDate: DATE,
      start: "18:00",
      end: "22:00",
      status: "pending",
      holdUntil: istInput(Date.now() + 2 * HOUR),
    });
    await createReservation(page, {
      eventName: "Second Hold Reception",
      eventDate: DATE,
      start: "19:00",
      end: "23:00",
      status: "pending",
    });
    await page.goto(`/luxebooking?month=${DATE.slice(0, 7)}&date=${DATE}`);
    await expect(dayItem(page, "First Hold Wedding")).toContainText("1st option");
    await expect(dayItem(page, "Second Hold Reception")).toContainText("2nd option");
    await expect(page.getByText("Holds expired since your last visit")).toHaveCount(0);

    // Two hours and a minute later on the server: the round cancels the first hold, and the open
    // dashboard follows without a reload.
    await running.moveClock(2 * HOUR + 60_000);
    await expect(dayItem(page, "First Hold Wedding")).toContainText("Cancelled");
    await expect(dayItem(page, "First Hold Wedding")).not.toContainText("option");
    await expect(dayItem(page, "Second Hold Reception")).toContainText("1st option");
    const notice = page.getByRole("region", { name: "Holds expired since your last visit" });
    await expect(notice).toContainText("First Hold Wedding");
    await notice.getByRole("link", { name: "First Hold Wedding" }).click();
    await expect(page.getByRole("list", { name: "History" })).toContainText(
      "Hold expired: cancelled by the system on",
    );

    // The second's hold (72 hours) falls due while the server is down: the round at start cancels
    // it, long before the next minute's round.
    await running.stop();
    running = await startE2eServer(port, {
      keepData: true,
      movableClock: true,
      clockOffsetMs: 2 * HOUR + 60_000 + 73 * HOUR,
    });
    const after = await browser.newContext({ baseURL: running.server.url });
    const again = await after.newPage();
    // The admin again: their previous visit ended at the first expiry (a first visit ever counts
    // from its own start).
    await signInAs(again, "admin");
    await again.goto(`/luxebooking?month=${DATE.slice(0, 7)}&date=${DATE}`);
    await expect(dayItem(again, "Second Hold Reception")).toContainText("Cancelled", { timeout: 2000 });
    await expect(again.getByRole("region", { name: "Holds expired since your last visit" })).toContainText(
      "Second Hold Reception",
    );
    await Promise.all([context.close(), after.close()]);
  } finally {
    await running.stop({ removeData: true });
  }
});
