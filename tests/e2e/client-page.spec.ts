import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { FULL_CHROMIUM } from "../../playwright.config";
import { expect, freePort, startE2eServer, test } from "./fixtures";
import { createReservation } from "./reservations-support";
import { billingSettings, daysFromToday, expectNoAxeViolations, importUpiCredit, signInAs } from "./support";

/** Issue 30: staff make a client link; the client on a phone accepts the quotation and sees the UPI QR. */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/screens/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

// The full chromium: chromium-headless-shell leaves the new tab of the WhatsApp form's POST
// (target=_blank, answered by a redirect to wa.me) blank, as in client-messages.spec.ts. Playwright
// takes a browser's launch options only for a whole file ("Cannot use({ launchOptions }) in a
// describe group"), so every test of this file runs in it.
test.use({ launchOptions: FULL_CHROMIUM });

/** The refusal of a message naming {client_link} while the reservation has no live link. */
const noClientLink =
  "This message includes the client's page ({client_link}), but this reservation has no client link. Create one under Client page, then send the message.";

/**
 * Sends the first instalment's WhatsApp reminder from the Client page section (a form opened in a
 * new tab: recorded, then a redirect to wa.me, or the refusal as a plain page) and returns that tab.
 */
async function sendFirstReminder(page: Page, context: BrowserContext) {
  const section = page.getByRole("region", { name: "Client page" });
  const popup = context.waitForEvent("page");
  await section
    .getByRole("button", { name: /^WhatsApp reminder for / })
    .first()
    .click();
  return popup;
}

test("staff make a client link and send it by WhatsApp; the client accepts the quotation at 390 px and sees the UPI QR; a revoked link is 404", async ({
  page,
  browser,
  context,
  server,
}) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "WhatsApp stub" }));
  // 400–600 days ahead: beyond the demo bookings and the other specs' random days (100–300 ahead).
  const eventDate = daysFromToday(400 + Math.floor(Math.random() * 200));
  const eventName = `Client Page Wedding ${eventDate}`;
  await signInAs(page, "admin");
  await billingSettings(page);
  await createReservation(page, {
    eventName,
    eventDate,
    start: "18:00",
    end: "23:00",
    guests: "200",
    perPerson: "1500",
  });

  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByRole("button", { name: "Issue quotation" }).click();
  const dialog = page.getByRole("dialog", { name: "Issue quotation" });
  await dialog.getByRole("button", { name: "Issue quotation" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("documents")).toContainText("QTN/");

  const section = page.getByRole("region", { name: "Client page" });
  // Before a link exists, the reminder (its default text ends 'on your page: {client_link}.') is
  // refused with the reason in the tab it opened, never sent with an empty link.
  await expect(section).toContainText("₹88,500.00");
  const refused = await sendFirstReminder(page, context);
  await expect(refused.locator("body")).toHaveText(noClientLink);
  await refused.close();

  await section.getByRole("button", { name: "Create client link" }).click();
  const linkBox = section.getByRole("textbox", { name: "Client link" });
  await expect(linkBox).toHaveValue(/\/event\/[A-Za-z0-9_-]{43}$/);
  await expect(section.getByRole("button", { name: "Copy" })).toBeVisible();
  await expect(section.getByRole("button", { name: "Revoke link" })).toBeVisible();
  // The schedule from the billing settings' default: 25 %, 50 %, the rest.
  await expect(section).toContainText("On confirmation");
  await expect(section).toContainText("₹88,500.00");
  await expectNoAxeViolations(page);
  const url = new URL(await linkBox.inputValue());
  await shot(page, "client-page-staff");

  // Staff send it: the first instalment's WhatsApp reminder (the 'Instalment reminder' template of
  // /luxebooking/admin/messages, which offers {client_link}) opens wa.me with the client's number and
  // a text carrying the very link the section shows; the reminder is listed with its time.
  const sent = await sendFirstReminder(page, context);
  await sent.waitForURL(/^https:\/\/wa\.me\//);
  const wa = new URL(sent.url());
  await sent.close();
  expect(wa.origin + wa.pathname).toBe("https://wa.me/919845011111");
  const text = wa.searchParams.get("text")!;
  expect(text).toContain(`the instalment of ₹88,500.00 for ${eventName} is due on`);
  expect(text).toContain(
    `You can see your payment schedule and pay by UPI on your page: ${url.href}. Thank you!`,
  );
  await expect(section).toContainText(/WhatsApp reminder \(by staff\) sent/);

  // The client, signed out, on a 390 px phone.
  const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const client = await phone.newPage();
  await client.goto(url.pathname);
  await expect(client.getByRole("heading", { level: 1, name: eventName })).toBeVisible();
  await expect(client.getByText("200", { exact: true })).toBeVisible();
  const quotation = client.getByRole("region", { name: "Quotation" });
  await expect(quotation).toContainText("QTN/");
  await expect(client.getByRole("img", { name: /UPI QR code for instalment 1, ₹88,500\.00/ })).toBeVisible();
  const pay = client.getByRole("link", { name: "Pay with UPI" }).first();
  await expect(pay).toHaveAttribute(
    "href",
    /^upi:\/\/pay\?pa=edengarden%40okicici&pn=[^&]+&am=88500\.00&cu=INR&tr=EDP[A-Z0-9]{12}&tn=Client%20Page%20Wedding/,
  );
  await expectNoAxeViolations(client);
  await shot(client, "client-page");

  await quotation.getByRole("button", { name: "Accept quotation" }).click();
  // The browser's own check keeps an empty name from being sent.
  await expect(client.getByLabel("Your full name")).toBeFocused();
  await client.getByLabel("Your full name").fill("Asha Menon");
  await client.getByLabel("I accept this quotation and the hall's terms").check();
  await quotation.getByRole("button", { name: "Accept quotation" }).click();
  await expect(client.getByRole("status")).toContainText("Thank you: your acceptance is recorded.");
  await expect(client.getByTestId("quotation-accepted")).toContainText(/Accepted by Asha Menon on /);
  await client.setViewportSize({ width: 1280, height: 900 });
  await shot(client, "client-page");

  // Staff see the acceptance on the reservation (live).
  await expect(section).toContainText(/Accepted by Asha Menon on /);

  await section.getByRole("button", { name: "Revoke link" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(section.getByRole("button", { name: "Create client link" })).toBeVisible();
  const gone = await client.goto(url.pathname);
  expect(gone?.status()).toBe(404);
  await phone.close();
});

/** The first instalment's UPI reference, as the staff's Client page section shows it. */
async function firstReference(page: Page) {
  const section = page.getByRole("region", { name: "Client page" });
  return (await section
    .getByText(/^EDP[A-Z0-9]{12}$/)
    .first()
    .textContent())!;
}

/** Creates the client link on the open reservation and returns its path. */
async function createLink(page: Page) {
  const section = page.getByRole("region", { name: "Client page" });
  await section.getByRole("button", { name: "Create client link" }).click();
  const linkBox = section.getByRole("textbox", { name: "Client link" });
  await expect(linkBox).toHaveValue(/\/event\/[A-Za-z0-9_-]{43}$/);
  return new URL(await linkBox.inputValue()).pathname;
}

test("after accounts match a statement line, the client on a 390 px phone downloads the first instalment's receipt (a PDF)", async ({
  page,
  browser,
  server,
}) => {
  // Beyond the demo bookings (up to about 90 days ahead) and at hours the other specs do not use.
  const eventDate = daysFromToday(100 + Math.floor(Math.random() * 200));
  const eventName = `Receipt Download Wedding ${eventDate}`;
  await signInAs(page, "admin");
  await billingSettings(page);
  await createReservation(page, {
    eventName,
    eventDate,
    start: "11:00",
    end: "15:00",
    guests: "200",
    perPerson: "1500",
  });
  const path = await createLink(page);
  const reference = await firstReference(page);

  // Accounts import the bank's statement: the client paid the first instalment by UPI.
  const bankRef = `UTR${Date.now()}`;
  const line = await importUpiCredit(page, { bank: `Receipt Bank ${bankRef}`, reference, bankRef });
  await expect(line).toContainText(`Proposed: ${eventName}`);
  await line.getByRole("button", { name: "Confirm match" }).click();
  const toast = page.getByText(/Payment recorded; receipt voucher .+ issued\./).first();
  await expect(toast).toBeVisible();
  const voucher = /receipt voucher (\S+) issued/.exec((await toast.textContent())!)![1]!;

  // The client, signed out, on a 390 px phone.
  const phone = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    acceptDownloads: true,
  });
  try {
    const client = await phone.newPage();
    await client.goto(path);
    await expect(client.getByRole("heading", { level: 1, name: eventName })).toBeVisible();
    const documents = client.getByRole("region", { name: "Documents" });
    const receipt = documents.getByRole("link", { name: new RegExp(voucher.replace(/[/]/g, "\\/")) });
    await expect(receipt).toBeVisible();
    await expectNoAxeViolations(client);
    await shot(client, "client-page-receipt");
    const download = client.waitForEvent("download");
    await receipt.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const saved = await file.path();
    const bytes = readFileSync(saved);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The receipt of this payment: its number and the first instalment's amount, read by poppler.
    const text = execFileSync("pdftotext", ["-layout", saved, "-"], { encoding: "utf8" });
    expect(text).toContain(voucher);
    expect(text).toMatch(/88,500\.00/);
  } finally {
    await phone.close();
  }
});

/** 'Thursday, 3 December 2026', as the page prints a date. */
const longDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { ...o, timeZone: "UTC" }).format(d);
  return `${part({ weekday: "long" })}, ${part({ day: "numeric" })} ${part({ month: "long" })} ${part({ year: "numeric" })}`;
};

test("final details lock on the lock date on the server's frozen clock: the day before they save, on it they are read-only", async ({
  browser,
}) => {
  // A server of this test's own whose clock the test moves (scripts/e2e-clock.mjs), as holds-expiry.
  test.setTimeout(180_000);
  const running = await startE2eServer(await freePort(), { movableClock: true });
  try {
    // The event 30 days from today: its lock date (7 days before, the default) 23 days from today.
    const eventDate = daysFromToday(30);
    const lockDate = daysFromToday(23);
    const context = await browser.newContext({ baseURL: running.server.url });
    const page = await context.newPage();
    await signInAs(page, "admin", { throughForm: true });
    await createReservation(page, {
      eventName: "Locked Details Dinner",
      eventDate,
      start: "19:00",
      end: "22:00",
      guests: "120",
      perPerson: "1000",
    });
    const path = await createLink(page);
    await context.close();

    const phone = await browser.newContext({
      baseURL: running.server.url,
      viewport: { width: 390, height: 844 },
    });
    const client = await phone.newPage();
    // The server's clock to noon IST on the day before the lock date.
    const noonIst = (iso: string) => Date.parse(`${iso}T06:30:00Z`);
    const dayBefore = daysFromToday(22);
    await running.moveClock(noonIst(dayBefore) - Date.now());
    await client.goto(path);
    const section = client.getByRole("region", { name: "Final details" });
    await expect(section).toContainText(`You can change these until ${longDate(lockDate)}.`);
    await section.getByLabel("Guaranteed guests").fill("110");
    await section.getByLabel("Veg guests", { exact: true }).fill("70");
    await section.getByLabel("Non-veg guests").fill("40");
    await section.getByLabel("Notes for the hall").fill("Two high chairs, please.");
    await section.getByRole("button", { name: "Save final details" }).click();
    await expect(client.getByRole("status")).toContainText("Thank you: your final details are saved.");
    await expect(section.getByLabel("Guaranteed guests")).toHaveValue("110");
    await shot(client, "client-page-final-details-open");

    // One day on: the lock date. The form is read-only with the message; what was saved stays.
    await running.moveClock(24 * 3_600_000);
    await client.goto(path);
    await expect(section.getByTestId("final-details-locked")).toHaveText(
      `Final details were locked on ${longDate(lockDate)}. Please call the hall to change them.`,
    );
    await expect(section.getByRole("textbox")).toHaveCount(0);
    await expect(section.getByRole("button", { name: "Save final details" })).toHaveCount(0);
    await expect(section).toContainText("110");
    await expect(section).toContainText("Two high chairs, please.");
    await expectNoAxeViolations(client);
    await shot(client, "client-page-final-details-locked");
    // A post made with the form still open (a stale tab) is refused with the same message.
    const stale = await client.request.post(path, {
      form: { intent: "final-details", guaranteed: "100", veg: "50", nonVeg: "50", notes: "" },
    });
    expect(stale.status()).toBe(409);
    expect(await stale.text()).toContain("Final details were locked on");
    await client.goto(path);
    await expect(section).toContainText("110");
    await phone.close();
  } finally {
    await running.stop({ removeData: true });
  }
});
