import { FULL_CHROMIUM } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { shot } from "./menu-support";
import { createReservation, openFromCalendar } from "./reservations-support";
import { expectNoAxeViolations, followWhatsApp, signInAs } from "./support";

// Issue 32 item 8: the messages offered follow the status: a pending reservation is a provisional
// hold (never 'your booking is confirmed'), a released hold gets 'Hold released'.
// The full chromium: the WhatsApp button's new tab (client-messages.spec.ts says why).
test.use({ launchOptions: FULL_CHROMIUM });

for (const width of [390, 1280] as const) {
  test(`a pending reservation offers 'Provisional hold' with its rank and hold, then 'Hold released' (${width}px)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "WhatsApp stub" }));
    const date = width === 390 ? "2099-10-03" : "2099-10-04";
    const eventName = `Provisional ${width}`;
    await signInAs(page, "admin");
    await createReservation(page, {
      eventName,
      eventDate: date,
      start: "18:00",
      end: "22:00",
      status: "pending",
    });
    await openFromCalendar(page, date, eventName);
    const messages = page.getByRole("region", { name: "Message the client" });
    await expect(messages.getByRole("button", { name: /WhatsApp: Provisional hold/ })).toBeVisible();
    await expect(messages.getByRole("button", { name: /Confirmation/ })).toHaveCount(0);
    await expect(messages.getByTestId("email-not-set-up")).toHaveText(
      "E-mail is not set up: ask an administrator to set SMTP_URL.",
    );
    const url = await followWhatsApp(page, context, /WhatsApp: Provisional hold/);
    const text = url.searchParams.get("text")!;
    expect(text).toContain(`provisional booking (your place: 1st option)`);
    expect(text).toMatch(/The hold lasts until \d+ \w+ 2\d{3}, \d+:\d{2} [ap]m;/);
    expect(text).not.toContain("is confirmed");
    await shot(page, "issue32-messages-pending");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Release hold" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel("Reason (optional)").fill("The family chose another date.");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByTestId("hold-released")).toContainText("Reason: The family chose another date.");
    await expect(messages.getByRole("button", { name: /WhatsApp: Hold released/ })).toBeVisible();
    await expect(messages.getByRole("button", { name: /Provisional hold/ })).toHaveCount(0);
    const released = await followWhatsApp(page, context, /WhatsApp: Hold released/);
    expect(released.searchParams.get("text")).toContain("has been released");
    await expect(messages.getByTestId("messages-sent")).toContainText(
      "WhatsApp · Hold released · admin@demo.test",
    );
    await shot(page, "issue32-messages-released");
    await expectNoAxeViolations(page);
  });
}
