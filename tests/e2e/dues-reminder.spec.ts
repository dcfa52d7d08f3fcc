import type { Page } from "@playwright/test";
import { FULL_CHROMIUM } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { createReservation } from "./reservations-support";
import { daysFromToday, expectNoAxeViolations, signInAs } from "./support";

/**
 * Issue 30 item 8: Dues shows the instalments due, each row with a one-click WhatsApp reminder (the
 * reservation's reminder action: recorded, then on to wa.me in a new tab), and lists each reminder
 * sent with its time.
 */

// chromium-headless-shell leaves the new tab of a target=_blank POST answered by a redirect to
// another site blank (docs/testing.md): the full browser for this file.
test.use({ launchOptions: FULL_CHROMIUM });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/screens/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

for (const width of [390, 1280]) {
  test(`Dues at ${width} px: the instalment's WhatsApp reminder opens wa.me and is listed with its time`, async ({
    page,
    context,
  }) => {
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "WhatsApp stub" }));
    // Within Dues' 30 days, on a day the demo data leaves free (it books every third day from today)
    // and at hours of this width's own, so that no other booking overlaps it.
    const free = [8, 10, 11, 13, 14, 16, 17, 19, 20, 22, 23, 25, 26, 28];
    const eventDate = daysFromToday(free[Math.floor(Math.random() * free.length)]!);
    const hour = (width === 390 ? 6 : 14) + 2 * Math.floor(Math.random() * 3);
    const eventName = `Dues Reminder ${width} ${Date.now()}`;
    await signInAs(page, "admin");
    await createReservation(page, {
      eventName,
      eventDate,
      start: `${String(hour).padStart(2, "0")}:00`,
      end: `${String(hour + 1).padStart(2, "0")}:30`,
      guests: "100",
      perPerson: "1000",
    });
    // The detail screen made the schedule (25 % on confirmation: due today).
    const section = page.getByRole("region", { name: "Client page" });
    await expect(section).toContainText("Due today");
    // The reminder's text carries the client's page ({client_link}): without a live link it is
    // refused, so the link is made first (issue 30 item 1).
    await section.getByRole("button", { name: "Create client link" }).click();
    const linkBox = section.getByRole("textbox", { name: "Client link" });
    await expect(linkBox).toHaveValue(/\/event\/[A-Za-z0-9_-]{43}$/);
    const clientLink = await linkBox.inputValue();

    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto("/luxebooking/accounts?tab=dues");
    const table = page.getByTestId("instalments-due");
    const row = table.getByRole("row").filter({ hasText: eventName }).first();
    await expect(row).toContainText("Due today");
    await expect(row.getByRole("list")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, "dues-reminder");

    const popup = context.waitForEvent("page");
    await row.getByRole("button", { name: new RegExp(`WhatsApp reminder for ${eventName}, `) }).click();
    const wa = await popup;
    await wa.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(wa.url());
    await wa.close();
    expect(url.origin + url.pathname).toBe("https://wa.me/919845011111");
    // The 'Instalment reminder' template: the first instalment, 25 % of ₹1,00,000 + 18 % GST.
    expect(url.searchParams.get("text")).toContain(`the instalment of ₹29,500.00 for ${eventName} is due on`);
    expect(url.searchParams.get("text")).toContain(`on your page: ${clientLink}. Thank you!`);

    await page.reload();
    const sent = table.getByRole("row").filter({ hasText: eventName }).first().getByRole("list");
    await expect(sent).toContainText(/WhatsApp reminder \(by staff\) sent \d{1,2} \w{3} \d{4}/);
    await expectNoAxeViolations(page);
    await shot(page, "dues-reminder-sent");
  });
}
