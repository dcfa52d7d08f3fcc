import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createReservation, openFromCalendar } from "./reservations-support";
import {
  daysFromToday,
  expectLiveUpdate,
  expectNoAxeViolations,
  followRedirect,
  markDocument,
  signInAs,
} from "./support";

// Issue 15: the journeys build on each other (settings first), on one worker's database.
test.describe.configure({ mode: "serial" });

/** Today in India, as the server's documents date it. */

async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByText(text).first()).toBeVisible();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/screens/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

/** Opens a dialog by its button in `region`, fills it with `fill`, submits with `submit`. */
async function dialog(
  page: Page,
  region: Locator,
  button: string,
  fill: (d: Locator) => Promise<void>,
  submit: string,
  title = button,
) {
  await region.getByRole("button", { name: button, exact: true }).click();
  const d = page.getByRole("dialog", { name: title });
  await expect(d).toBeVisible();
  await fill(d);
  await d.getByRole("button", { name: submit }).click();
  await expect(d).toHaveCount(0);
}

test("admin completes the billing settings (the GSTIN's check character is verified)", async ({ page }) => {
  await signInAs(page, "admin");
  await page
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: "Billing Settings" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Billing Settings" })).toBeVisible();
  // Another file's tests (billing-filing.spec.ts) may have saved them first on this worker's server.
  if ((await page.getByLabel("Legal Name").inputValue()) === "")
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
  await markDocument(page);
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
  // Issue 27 item 4: the receipt voucher is issued with the payment.
  await toast(accounts, /Payment recorded\. Receipt voucher RV\/\d\d-\d\d\/0001 issued\./);
  await expect(payments.getByTestId("payment-dues")).toContainText("Advance Received₹50,000.00");
  await expect(payments.getByTestId("ledger")).toContainText("UPI");
  await expectLiveUpdate(page, "the payment on the admin's open screen (issue 15 item 7)", () =>
    expect(page.getByRole("region", { name: "Payments" }).getByTestId("payment-dues")).toContainText(
      "₹50,000.00",
    ),
  );
  await expectNoAxeViolations(accounts);

  const documents = accounts.getByRole("region", { name: "Documents" });
  await expect(documents.getByTestId("documents")).toContainText("Receipt Voucher");
  await expect(documents.getByRole("button", { name: /Issue receipt voucher/ })).toHaveCount(0);
  // Issue 15 item 7: the document shows on the admin's open screen of the reservation too.
  await expectLiveUpdate(page, "the receipt voucher on the admin's open screen (issue 15 item 7)", () =>
    expect(page.getByRole("region", { name: "Documents" }).getByTestId("documents")).toContainText(
      "Receipt Voucher",
    ),
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
  // Issue 27 item 11: a credit note by amount, the whole invoice suggested for a cancellation.
  await page
    .getByRole("region", { name: "Documents" })
    .getByRole("button", { name: "Issue credit note" })
    .click();
  const credit = page.getByRole("dialog", { name: "Issue credit note" });
  await expect(credit.getByLabel("Taxable value (₹, before GST)")).toHaveValue("120000");
  await expect(credit.getByLabel("Reason")).toHaveValue("Cancellation of the event");
  await credit.getByRole("button", { name: "Issue credit note" }).click();
  await toast(page, /Credit note issued\. CN\/\d\d-\d\d\/0001/);
  await expect(page.getByRole("region", { name: "Documents" }).getByTestId("documents")).toContainText(
    "Credit Note",
  );
  // Nothing is left to credit: the button is gone.
  await expect(
    page.getByRole("region", { name: "Documents" }).getByRole("button", { name: "Issue credit note" }),
  ).toHaveCount(0);
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

// Issue 27: Billing Settings' tax lines, then the accounts user's new buttons (billing details, TDS,
// refund voucher, credit note by amount, debit note, statement of account) at phone and desk widths.
test("Billing Settings' tax lines: listed with the CA's choice, added and removed (item 1)", async ({
  page,
}) => {
  await signInAs(page, "admin", { at: "/luxebooking/admin/billing-settings" });
  const lines = page.getByTestId("tax-lines");
  await expect(lines).toContainText("Catering services at functions");
  await expect(lines).toContainText("Hall hire");
  await expect(page.getByText("is for the hall's chartered accountant to decide")).toBeVisible();
  await dialog(
    page,
    page.getByRole("region", { name: "Tax lines" }),
    "Add a tax line",
    async (d) => {
      await d.getByLabel("Description").fill("Decor and sound");
      await d.getByLabel("SAC").fill("998596");
      // Only the notified rates are offered.
      await expect(d.getByLabel("GST rate").locator("option")).toHaveText([
        "Choose a rate",
        "5 %",
        "18 %",
        "40 %",
      ]);
      await d.getByLabel("GST rate").selectOption("1800");
    },
    "Add line",
  );
  await toast(page, "Tax line added.");
  await expect(lines).toContainText("Decor and sound");
  await expectNoAxeViolations(page);
  await lines.getByRole("button", { name: "Remove Decor and sound" }).click();
  await toast(page, "Tax line removed.");
  await expect(lines).not.toContainText("Decor and sound");
});

for (const width of [390, 1280]) {
  test(`accounts at ${width} px: billing details, receipt and refund vouchers, TDS, invoice, credit and debit notes, statement`, async ({
    page,
    browser,
    server,
  }) => {
    // Fifteen round trips on a machine shared with other suites.
    test.setTimeout(120_000);
    const eventName = `Accounts Journey ${width}`;
    const eventDate = daysFromToday(width === 390 ? 52 : 53);
    await signInAs(page, "admin");
    await createReservation(page, { eventName, eventDate, start: "18:00", end: "23:00" });

    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
    const accounts = await context.newPage();
    await signInAs(accounts, "accounts");
    await openFromCalendar(accounts, eventDate, eventName);

    // Item 19: billing details with the B2B preview, without editing the reservation.
    const billing = accounts.getByRole("region", { name: "Billing details" });
    await dialog(
      accounts,
      billing,
      "Edit billing details",
      async (d) => {
        await d.getByLabel("Billing Name").fill("Menon Exports");
        await d.getByLabel("Client GSTIN").fill("27AAPFU0939F1ZV");
        await d.getByLabel("Billing Address").fill("3 Residency Road, Bengaluru 560025");
        await expect(d.getByTestId("billing-preview-live")).toHaveText(
          "B2B: tax documents to Menon Exports, GSTIN 27AAPFU0939F1ZV (Maharashtra).",
        );
      },
      "Save billing details",
      "Billing details",
    );
    await toast(accounts, "Billing details saved.");
    await expect(billing.getByTestId("billing-preview")).toContainText("B2B: tax documents to Menon Exports");

    // Item 4: a payment comes with its receipt voucher; item 5: a refund of it with a refund voucher.
    const payments = accounts.getByRole("region", { name: "Payments" });
    const documents = accounts.getByRole("region", { name: "Documents" });
    await payments.getByRole("button", { name: "Record a payment" }).click();
    const pay = accounts.getByRole("dialog", { name: "Record a payment" });
    await pay.getByLabel("Amount (₹)").fill("59000");
    await pay.getByLabel("Mode").selectOption("upi");
    await pay.getByRole("button", { name: "Record payment" }).click();
    await toast(accounts, /Payment recorded\. Receipt voucher RV\/\d\d-\d\d\/\d{4} issued\./);
    await payments.getByRole("button", { name: "Record a refund" }).click();
    const back = accounts.getByRole("dialog", { name: "Record a refund" });
    await back.getByLabel("Amount (₹)").fill("11800");
    await back.getByLabel("Mode").selectOption("upi");
    await back.getByLabel("Reason for the refund").fill("Ten fewer guests");
    await back.getByRole("button", { name: "Record refund" }).click();
    await toast(accounts, /Refund recorded\. Refund voucher RF\/\d\d-\d\d\/\d{4} issued\./);
    await expect(documents.getByTestId("documents")).toContainText("Refund Voucher");

    // Item 21: TDS, then its certificate.
    await dialog(
      accounts,
      payments,
      "Record TDS",
      async (d) => {
        await d.getByLabel("TDS amount (₹)").fill("2400");
        await d.getByLabel("Section").selectOption("194C");
      },
      "Record TDS",
    );
    await toast(accounts, "TDS recorded.");
    await expect(payments.getByTestId("ledger")).toContainText("certificate outstanding");
    await dialog(
      accounts,
      payments,
      "Certificate received",
      async (d) => {
        await d.getByLabel("Certificate number").fill("16A-7788");
      },
      "Record certificate",
      "TDS certificate received",
    );
    await toast(accounts, "TDS certificate recorded.");
    await expect(payments.getByTestId("ledger")).toContainText("certificate received");

    // The invoice, then a credit note by amount and a debit note (items 11, 12).
    await expect(documents.getByRole("button", { name: "Issue credit note" })).toHaveCount(0);
    await documents.getByRole("button", { name: "Issue tax invoice" }).click();
    await toast(accounts, /Tax invoice issued\. EDN\//);
    await dialog(
      accounts,
      documents,
      "Issue credit note",
      async (d) => {
        await d.getByLabel("Taxable value (₹, before GST)").fill("10000");
        await d.getByLabel("Reason").selectOption("Discount");
        await d.getByLabel("Details (optional)").fill("Loyal client");
      },
      "Issue credit note",
    );
    await toast(accounts, /Credit note issued\. CN\//);
    await dialog(
      accounts,
      documents,
      "Issue debit note",
      async (d) => {
        await d.getByLabel("Taxable value (₹, before GST)").fill("5000");
        await d.getByLabel("Reason").selectOption("Additional services");
      },
      "Issue debit note",
    );
    await toast(accounts, /Debit note issued\. DN\//);
    for (const title of ["Receipt Voucher", "Refund Voucher", "Tax Invoice", "Credit Note", "Debit Note"])
      await expect(documents.getByTestId("documents")).toContainText(title);
    await expectNoAxeViolations(accounts);
    await shot(accounts, "billing-detail");

    // Item 22: the statement of account closes at the balance: 1,41,600 − 10,000 − 1,800 (credit)
    // + 5,000 + 900 (debit) − (59,000 − 11,800 + 2,400) = ₹86,100 due.
    await payments.getByRole("link", { name: "Statement of account" }).click();
    await expect(accounts.getByRole("heading", { level: 1, name: "Statement of account" })).toBeVisible();
    await expect(accounts.getByTestId("statement-closing")).toHaveText("Balance due: ₹86,100.00");
    await expect(accounts.getByTestId("statement")).toContainText("TDS deducted (section 194C)");
    await expectNoAxeViolations(accounts);
    await shot(accounts, "billing-statement");
    const download = accounts.waitForEvent("download");
    await accounts.getByRole("link", { name: "Download PDF" }).click();
    expect((await download).suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.pdf$/);
    await context.close();
  });
}
