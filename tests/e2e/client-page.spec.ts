import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createReservation } from "./reservations-support";
import { expectNoAxeViolations, signInAs } from "./support";

/** Issue 30: staff make a client link; the client on a phone accepts the quotation and sees the UPI QR. */

const todayIST = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${todayIST()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/screens/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

/** Billing settings with a UPI ID (another spec on this worker may have saved them already). */
async function billingSettings(page: Page) {
  await page.goto("/luxebooking/admin/billing-settings");
  await expect(page.getByRole("heading", { level: 1, name: "Billing Settings" })).toBeVisible();
  if ((await page.getByLabel("UPI ID").inputValue()) !== "") return;
  await page.getByLabel("Legal Name").fill("Eden Garden Hospitality LLP");
  await page.getByLabel("Trade Name").fill("Eden Garden");
  await page.getByLabel("GSTIN").fill("29AAPFU0939F1ZR");
  await page.getByLabel("Address").fill("12 Garden Road, Bengaluru 560001");
  await page.getByLabel("UPI ID").fill("edengarden@okicici");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Billing settings saved.").first()).toBeVisible();
}

test("staff make a client link; the client accepts the quotation at 390 px and sees the UPI QR; a revoked link is 404", async ({
  page,
  browser,
  server,
}) => {
  const eventDate = daysFromToday(60 + Math.floor(Math.random() * 200));
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
