import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startE2eServer } from "./fixtures";
import { createReservation } from "./reservations-support";
import { expectLiveUpdate, markDocument, signInAs } from "./support";

// A server of this test's own (a worker's server cannot be restarted under the other tests), on a
// free port (or E2E_RESTART_PORT), restarted on the same port and database mid-test.
test("live updates resume after a server restart, without reloading the page", async ({ browser }) => {
  const port = Number(process.env.E2E_RESTART_PORT) || (await freePort());
  rmSync(path.join(process.env.E2E_DATA_ROOT ?? ".tmp", `e2e-data-${port}`), {
    recursive: true,
    force: true,
  });
  let running = await startE2eServer(port, { keepData: true });
  const base = running.server.url;
  try {
    const watcher = await browser.newContext({ baseURL: base });
    const watch = await watcher.newPage();
    const opened = watch.waitForResponse((r) =>
      (r.headers()["content-type"] ?? "").includes("text/event-stream"),
    );
    await signInAs(watch, "accounts", { at: "/luxebooking?month=2099-09&date=2099-09-09" });
    await expect(watch.getByText("No reservations for this date. It's available!")).toBeVisible();
    await markDocument(watch);
    await opened;

    // The stream the page opens again once the server is back (issue 28 item 23: waited for, not
    // assumed to come within a few seconds of a restart that takes half a minute on a busy machine).
    let reopened = false;
    watch.on("response", (r) => {
      if ((r.headers()["content-type"] ?? "").includes("text/event-stream")) reopened = true;
    });
    await running.stop();
    running = await startE2eServer(port, { keepData: true });
    // Once the server is back, the page's reconnection timer comes within MAX_RETRY_MS (30 s).
    await expect
      .poll(() => reopened, { message: "the page's live stream reconnects by itself", timeout: 45_000 })
      .toBe(true);

    const editor = await browser.newContext({ baseURL: base });
    const edit = await editor.newPage();
    await signInAs(edit, "admin");
    await createReservation(edit, {
      eventName: "After Restart",
      eventDate: "2099-09-09",
      start: "19:00",
      end: "22:00",
    });
    // The page was never reloaded: the stream reconnected by itself and delivers the change.
    await expectLiveUpdate(watch, "a change made after the restart, on the page open since before it", () =>
      expect(watch.getByTestId("selected-date-list")).toContainText("After Restart"),
    );
    await expect(watch.getByText("Something went wrong")).toHaveCount(0);
    await Promise.all([watcher.close(), editor.close()]);
  } finally {
    await running.stop({ removeData: true });
  }
});
