import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createReservation, openFromCalendar } from "./reservations-support";
import { expectNoAxeViolations, followRedirect, signInAs } from "./support";

// Issue 15: the journeys build on each other (settings first), on one worker's database.
test.describe.configure({ mode: "serial" });

/** Today in India, as the server's documents date it. */
const todayIST = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${todayIST()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByText(text).first()).toBeVisible();
}

test("admin completes the billing settings (the GSTIN's check character is verified)", async ({ page }) => {
  await signInAs(page, "admin");
  await page
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: "Billing Settings" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Billing Settings" })).toBeVisible();
  await expect(
    page.getByText(
      "Billing settings are incomplete. An administrator can complete them in Billing Settings.",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Legal Name").fill("Eden Garden Hospitality LLP");
  await page.getByLabel("Trade Name").fill("Eden Garden");
  await page.getByLabel("GSTIN").fill("29AAPFU0939F1ZA");
  await page.getByLabel("Address").fill("12 Garden Road, Bengaluru 560001");
  await page.getByLabel("GSTIN").blur();
  await expect(page.getByText("Please enter a valid GSTIN.")).toBeVisible();
  await page.getByLabel("GSTIN").fill("29AAPFU0939F1ZR");
  await page.getByLabel("UPI ID").fill("edengarden@okicici");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await toast(page, "Billing settings saved.");
  await page.reload();
  await expect(page.getByText("Billing settings are incomplete")).toHaveCount(0);
  await expect(page.getByLabel("GSTIN")).toHaveValue("29AAPFU0939F1ZR");
});

test("accounts records an advance and downloads its receipt voucher", async ({ page, browser, server }) => {
  const eventDate = daysFromToday(40);
  await signInAs(page, "admin");
  await createReservation(page, { eventName: "Ledger Wedding", eventDate, start: "18:00", end: "23:00" });

  const context = await browser.newContext({ baseURL: server.url });
  const accounts = await context.newPage();
  await signInAs(accounts, "accounts");
  await openFromCalendar(accounts, eventDate, "Ledger Wedding");
  // The admin's screen of the same reservation follows the accounts user's payment live.
  await openFromCalendar(page, eventDate, "Ledger Wedding");
  const payments = accounts.getByRole("region", { name: "Payments" });
  await expect(payments).toContainText("No payments recorded.");
  await payments.getByRole("button", { name: "Record a payment" }).click();
  const dialog = accounts.getByRole("dialog", { name: "Record a payment" });
  await dialog.getByLabel("Amount (₹)").fill("0");
  await dialog.getByLabel("Amount (₹)").blur();
  await expect(dialog.getByText("The amount must be more than ₹0.")).toBeVisible();
  await dialog.getByLabel("Amount (₹)").fill("50,000");
  await dialog.getByLabel("Mode").selectOption("upi");
  await dialog.getByLabel("Reference").fill("UTR 998877");
  await dialog.getByRole("button", { name: "Record payment" }).click();
  await toast(accounts, "Payment recorded.");
  await expect(payments.getByTestId("payment-dues")).toContainText("Advance Received₹50,000.00");
  await expect(payments.getByTestId("ledger")).toContainText("UPI");
  await expect(page.getByRole("region", { name: "Payments" }).getByTestId("payment-dues")).toContainText(
    "₹50,000.00",
    { timeout: 2_000 },
  );
  await expectNoAxeViolations(accounts);

  const documents = accounts.getByRole("region", { name: "Documents" });
  await documents.getByRole("button", { name: /Issue receipt voucher for ₹50,000.00/ }).click();
  await toast(accounts, /Receipt voucher issued\. RV\/\d\d-\d\d\/0001/);
  await expect(documents.getByTestId("documents")).toContainText("Receipt Voucher");
  // Issue 15 item 7: the document shows on the admin's open screen of the reservation too.
  await expect(page.getByRole("region", { name: "Documents" }).getByTestId("documents")).toContainText(
    "Receipt Voucher",
    { timeout: 2_000 },
  );
  const download = accounts.waitForEvent("download");
  await documents.getByRole("link", { name: /Download RV\// }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^RV-\d\d-\d\d-0001\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  await context.close();
});

test("a manager issues a quotation valid until a chosen date, never after the event", async ({ page }) => {
  const eventDate = daysFromToday(40);
  const plain = (date: string) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "UTC",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(new Date(`${date}T00:00:00Z`));
  await signInAs(page, "manager");
  await openFromCalendar(page, eventDate, "Ledger Wedding");
  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByRole("button", { name: "Issue quotation" }).click();
  const dialog = page.getByRole("dialog", { name: "Issue quotation" });
  await expect(dialog.getByLabel("Valid until")).toHaveValue(daysFromToday(15));
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Valid until").fill(daysFromToday(41));
  await dialog.getByRole("button", { name: "Issue quotation" }).click();
  await expect(
    dialog.getByText(`The validity date cannot be after the event (${plain(eventDate)}).`),
  ).toBeVisible();
  // The open dialog hides the page from the accessibility tree: find the table by its test id.
  await expect(page.getByTestId("documents")).not.toContainText("Quotation");
  await dialog.getByLabel("Valid until").fill(daysFromToday(20));
  await dialog.getByRole("button", { name: "Issue quotation" }).click();
  await toast(page, /Quotation issued\. QTN\/\d\d-\d\d\/0001/);
  await expect(dialog).toHaveCount(0);
  await documents.getByRole("link", { name: /View QTN\// }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quotation" })).toBeVisible();
  await expect(page.getByText(`Valid until: ${plain(daysFromToday(20))}`)).toBeVisible();
});

test("admin issues the invoice after the event, and a cancellation issues a credit note", async ({
  page,
}) => {
  const eventDate = daysFromToday(-3);
  await signInAs(page, "admin");
  await createReservation(page, { eventName: "Invoice Gala", eventDate, start: "12:00", end: "16:00" });
  await openFromCalendar(page, eventDate, "Invoice Gala");
  const documents = page.getByRole("region", { name: "Documents" });
  // Rule 46: no tax invoice without the recipient's address, which the reservation form holds.
  await documents.getByRole("button", { name: "Issue tax invoice" }).click();
  await toast(page, "Add the client's billing address in Client Information before issuing a tax invoice.");
  await expect(documents.getByRole("link", { name: /View EDN\// })).toHaveCount(0);
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByLabel("Billing Address").fill("7 Lake View Road, Bengaluru 560034");
  await page.getByRole("button", { name: "Update Reservation" }).click();
  await followRedirect(page, /\/luxebooking\/reservation\/[0-9a-f-]{36}$/);
  await openFromCalendar(page, eventDate, "Invoice Gala");
  await documents.getByRole("button", { name: "Issue tax invoice" }).click();
  await toast(page, /Tax invoice issued\. EDN\/\d\d-\d\d\/0001/);
  await expect(documents.getByRole("button", { name: "Issue tax invoice" })).toHaveCount(0);
  await documents.getByRole("link", { name: /View EDN\// }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
  await expect(page.getByText("7 Lake View Road, Bengaluru 560034")).toBeVisible();
  await expect(page.getByText("Place of supply: Karnataka (29)")).toBeVisible();
  await expect(page.getByText("Rupees One Lakh Forty One Thousand Six Hundred Only")).toBeVisible();
  await expect(page.getByRole("img", { name: "UPI QR code" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Back to Reservation" }).click();
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByLabel("Status").selectOption("cancelled");
  await page.getByRole("button", { name: "Update Reservation" }).click();
  await followRedirect(page, /\/luxebooking\/reservation\/[0-9a-f-]{36}$/);
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Invoice Gala" })).toBeVisible();
  await page
    .getByRole("region", { name: "Documents" })
    .getByRole("button", { name: "Issue credit note" })
    .click();
  await toast(page, /Credit note issued\. CN\/\d\d-\d\d\/0001/);
  await expect(page.getByRole("region", { name: "Documents" }).getByTestId("documents")).toContainText(
    "Credit Note",
  );
});

test("the accounts workspace: dues first among the money tabs, and the GST summary", async ({ page }) => {
  await signInAs(page, "accounts", { at: "/luxebooking/accounts" });
  await expect(
    page.getByRole("navigation", { name: "Accounts" }).getByRole("link", { name: "Calendar" }),
  ).toHaveAttribute("aria-current", "page");
  await page.getByRole("navigation", { name: "Accounts" }).getByRole("link", { name: "Dues" }).click();
  await expect(page.getByTestId("dues")).toContainText("Ledger Wedding");
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "Accounts" }).getByRole("link", { name: "GST summary" }).click();
  await expect(page.getByTestId("gst-documents")).toContainText("Tax Invoice");
  await expectNoAxeViolations(page);
});
