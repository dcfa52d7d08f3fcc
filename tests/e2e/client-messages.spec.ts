import { FULL_CHROMIUM } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { createReservation, openFromCalendar } from "./reservations-support";
import { expectNoAxeViolations, followWhatsApp, signInAs } from "./support";

// Issue 16 item 5: the admin edits a client message; the WhatsApp link and the e-mail use the new words.

const defaultConfirmation =
  "Dear {clientName}, your booking of the {hall} for {eventName} on {eventDate}, {time}, for {guestCount} guests is confirmed. Thank you for choosing Eden!";

// The full chromium: chromium-headless-shell (playwright.config.ts) leaves the new tab of the
// WhatsApp button's form POST (target=_blank, answered by a redirect to wa.me) blank, as in
// enquiry-to-event-whatsapp.spec.ts.
test.use({ launchOptions: FULL_CHROMIUM });

test("an admin edits the Confirmation; a reservation's WhatsApp link carries the edited text; without SMTP the e-mail buttons say so", async ({
  page,
  context,
}) => {
  // Edits, a new reservation, the WhatsApp tab, an e-mail and a reset: longer than one screen's test.
  test.setTimeout(60_000);
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "WhatsApp stub" }));
  await signInAs(page, "admin");
  await page.getByRole("link", { name: "Client Messages" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Client Messages" })).toBeVisible();
  const editor = page.getByTestId("message-template-confirmation");
  const text = editor.getByLabel("Message");
  await expect(text).toHaveValue(defaultConfirmation);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Refused in the browser, with the reason, and nothing saved.
  await text.fill("Dear {name}, see you soon.");
  await editor.getByRole("button", { name: "Save Confirmation" }).click();
  await expect(editor.getByText("Unknown placeholder {name}.", { exact: false })).toBeVisible();

  await text.fill(
    "Namaste {clientName}! {eventName} on {eventDate} ({time}) is confirmed for {guestCount} guests.",
  );
  await expect(editor.getByTestId("preview-text-confirmation")).toHaveText(
    "Namaste Ravi Sharma! Sharma Wedding Reception on Saturday, 12 December 2026 (18:00 – 23:00) is confirmed for 250 guests.",
  );
  await editor.getByRole("button", { name: "Save Confirmation" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Confirmation message saved." }),
  ).toBeVisible();
  await expect(editor).toContainText("Edited by admin@demo.test");
  await expectNoAxeViolations(page);

  await createReservation(page, {
    eventName: "Edited Words Dinner",
    eventDate: "2099-07-11",
    start: "19:00",
    end: "22:00",
  });
  await openFromCalendar(page, "2099-07-11", "Edited Words Dinner");
  const url = await followWhatsApp(page, context, /WhatsApp: Confirmation/);
  expect(url.origin + url.pathname).toBe("https://wa.me/919845011111");
  expect(url.searchParams.get("text")).toBe(
    "Namaste Asha Menon! Edited Words Dinner on Saturday, 11 July 2099 (19:00 – 22:00) is confirmed for 120 guests.",
  );

  // Issue 32 item 8: this server has no SMTP_URL, so the e-mail buttons say so instead of queueing
  // a mail nobody would send (the queued e-mail itself: status-messages.integration.test.ts).
  await expect(page.getByTestId("email-not-set-up")).toHaveText(
    "E-mail is not set up: ask an administrator to set SMTP_URL.",
  );
  await expect(page.getByRole("button", { name: "E-mail: Confirmation" })).toHaveCount(0);
  const sent = page.getByTestId("messages-sent");
  await expect(sent).toContainText("WhatsApp · Confirmation · admin@demo.test");
  await expectNoAxeViolations(page);

  // Back to the default, so the other tests of this worker's database see today's texts.
  await page.goto("/luxebooking/admin/messages");
  await editor.getByRole("button", { name: /^Reset to default\W+Confirmation$/ }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Confirmation message reset to its default." }),
  ).toBeVisible();
  await expect(text).toHaveValue(defaultConfirmation);
  await expect(editor).toContainText("Default text");
});
