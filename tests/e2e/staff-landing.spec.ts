import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { shot } from "./menu-support";
import { createReservation } from "./reservations-support";
import { expectNoAxeViolations, signInAs } from "./support";

// Issue 32 item 13: where staff land. Accounts' home shows the money first with the spec's calendar
// on it (Calendar the first tab); a save lands on the booking; a refused concurrent edit is said at
// the Save button and in a toast; money tables scroll sideways on phones instead of being cut off.

/** Every toast the page shows from now on, recorded the moment it is added. */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement)
            for (const toast of [node, ...node.querySelectorAll("[data-sonner-toast]")])
              if (toast.matches("[data-sonner-toast]")) seen.push(toast.textContent ?? "");
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

for (const width of [390, 1280] as const) {
  test.describe(`staff landing at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("accounts' home: the money first, the spec's calendar view on it, Calendar the first tab; nothing cut off", async ({
      page,
    }) => {
      await signInAs(page, "accounts");
      // The money summary is split into its own script; the server still sends it in the first HTML.
      const firstHtml = await (await page.request.get("/luxebooking")).text();
      expect(firstHtml).toMatch(/aria-label="Accounts"[\s\S]*>Calendar<[\s\S]*>Dues</);
      // In place: before the calendar, not streamed after the page as a fallback's replacement.
      expect(firstHtml.indexOf("outstanding on")).toBeGreaterThan(0);
      expect(firstHtml.indexOf("outstanding on")).toBeLessThan(firstHtml.indexOf("Reservation Calendar"));
      const tabs = page.getByRole("navigation", { name: "Accounts" }).getByRole("link");
      await expect(tabs.first()).toHaveText("Calendar");
      await expect(tabs.first()).toHaveAttribute("aria-current", "page");
      const dues = page.getByRole("region", { name: "Dues" });
      await expect(dues.getByTestId("dues-total")).toContainText("outstanding on");
      await expect(page.getByRole("heading", { name: "Reservation Calendar" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Calendar View" })).toBeVisible();
      // Dues comes before the calendar on the page.
      const [duesTop, calendarTop] = await Promise.all([
        dues.evaluate((el) => el.getBoundingClientRect().top),
        page
          .getByRole("heading", { name: "Reservation Calendar" })
          .evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(duesTop).toBeLessThan(calendarTop);
      // The page itself never scrolls sideways: a wide money table scrolls in its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expect(dues.getByRole("list", { name: "Dues to chase first" })).toBeVisible();
      // A money table elsewhere (the Dues tab) scrolls in its own box on a phone.
      if (width === 390) {
        await page.goto("/luxebooking/accounts?tab=dues");
        const box = page.getByRole("group", { name: "Reservations with money outstanding, by event date" });
        await expect(box).toHaveCSS("overflow-x", "auto");
        const [scroll, client] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        // The table keeps its content's width and scrolls: wider than its box, never squeezed.
        expect(scroll).toBeGreaterThan(client);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, "issue32-dues-tab");
        await page.goto("/luxebooking");
      }
      await shot(page, "issue32-accounts-home");
      await expectNoAxeViolations(page);
      await dues.getByRole("link", { name: "All dues" }).click();
      await expect(page).toHaveURL(/\/luxebooking\/accounts\?tab=dues$/);
      await page
        .getByRole("navigation", { name: "Accounts" })
        .getByRole("link", { name: "Calendar" })
        .click();
      await expect(page.getByRole("heading", { name: "Reservation Calendar" })).toBeVisible();
    });

    test("after Update the person lands on the booking; a refused concurrent edit is said at Save and in a toast", async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      const eventName = `Landing ${width}`;
      const date = width === 390 ? "2099-11-03" : "2099-11-04";
      await signInAs(page, "admin");
      // createReservation itself waits for the booking's page after the 1.5 s.
      await createReservation(page, { eventName, eventDate: date, start: "10:00", end: "12:00" });
      const bookingUrl = page.url();
      const edit = bookingUrl.replace("/reservation/", "/edit-reservation/");

      const other = await browser.newPage({ viewport: { width, height: 800 } });
      await other.context().addCookies(await page.context().cookies());
      await other.goto(edit);
      await other.getByLabel("Guest Count").fill("130");

      await page.goto(edit);
      await page.getByLabel("Guest Count").fill("140");
      await page.getByRole("button", { name: "Update Reservation" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Reservation updated successfully!" }),
      ).toBeVisible();

      const toasts = await recordToasts(other);
      await other.getByRole("button", { name: "Update Reservation" }).click();
      const stale =
        "Failed to update reservation: This reservation was changed by someone else after you opened it. Reload the page to see the latest details, then make your change again.";
      await expect(other.getByTestId("save-refusal")).toHaveText(stale);
      await expect.poll(async () => (await toasts()).some((t) => t.includes(stale))).toBe(true);
      // The refusal sits right above the Save button, where the person pressed it.
      const [refusalBottom, buttonTop] = await Promise.all([
        other.getByTestId("save-refusal").evaluate((el) => el.getBoundingClientRect().bottom),
        other
          .getByRole("button", { name: "Update Reservation" })
          .evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(buttonTop - refusalBottom).toBeLessThan(40);
      await shot(other, "issue32-stale-edit");
      await expectNoAxeViolations(other);
      await other.close();

      // The first save lands on the booking after the spec's 1.5 s.
      await expect
        .poll(async () => {
          await page.clock.fastForward(1500);
          return page.url();
        })
        .toBe(bookingUrl);
      await expect(page.getByText("140", { exact: true }).first()).toBeVisible();
    });
  });
}
