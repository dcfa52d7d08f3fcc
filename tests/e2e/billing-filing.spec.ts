import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { fakeIrpAnswer } from "../support/irp-answer";
import { expect, freePort, startE2eServer, test } from "./fixtures";
import { fillReservation, openFromCalendar } from "./reservations-support";
import { expectNoAxeViolations, followRedirect, signInAs, todayIST } from "./support";

// Issue 27 items 18 and 23 in the browser, at a phone's width and a desk's: the administrator turns
// e-invoicing on and uploads a signing certificate; accounts downloads an invoice's e-invoice JSON,
// records the IRP's answer, and the invoice then prints its IRN and signed QR code and may be sent;
// its PDFs are the original and the duplicate, digitally signed. A server of this file's own, with
// e-mail configured (to a port nobody listens on: nothing is delivered) so 'Send to client' shows.
test.describe.configure({ mode: "serial" });

const HALL = "29AAPFU0939F1ZR";
const CLIENT = "27AABCU9603R1ZN";
const PASSWORD = "e2e-p12-password";
const SCREENS = path.join(process.env.E2E_DATA_ROOT ?? ".tmp", "screens");

let running: Awaited<ReturnType<typeof startE2eServer>>;
let dir: string;
let p12: string;

test.beforeAll(async () => {
  // This hook's own time: a server of its own starts here.
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(tmpdir(), "eden-e2e-filing-"));
  mkdirSync(SCREENS, { recursive: true });
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "30",
      "-subj",
      "/CN=Eden Garden E2E Signatory/O=Eden Garden/C=IN",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  p12 = path.join(dir, "signing.p12");
  execFileSync(
    "openssl",
    [
      "pkcs12",
      "-export",
      "-inkey",
      path.join(dir, "key.pem"),
      "-in",
      path.join(dir, "cert.pem"),
      "-out",
      p12,
      "-passout",
      `pass:${PASSWORD}`,
    ],
    { stdio: "ignore" },
  );
  running = await startE2eServer(await freePort(), {
    env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, ENQUIRY_TO: "hall@eden.test" },
  });
});

test.afterAll(async () => {
  await running?.stop({ removeData: true });
  rmSync(dir, { recursive: true, force: true });
});

async function pageAt(browser: Browser, width: number) {
  const context = await browser.newContext({ baseURL: running.server.url, viewport: { width, height: 900 } });
  return context.newPage();
}

async function toast(page: Page, text: string | RegExp) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

/** A download's bytes, saved where pdfsig and pdftotext can read them. */
async function save(page: Page, click: () => Promise<void>, name: string) {
  // A signed PDF is made for the click: wait for it as long as the test runs (its own timeout bounds
  // it), not 20 s of a loaded machine (a full local e2e run timed out on the duplicate copy).
  const download = page.waitForEvent("download", { timeout: 0 });
  await click();
  const file = await download;
  const target = path.join(dir, name);
  await file.saveAs(target);
  return { target, suggested: file.suggestedFilename() };
}

for (const width of [390, 1280]) {
  test(`the administrator turns e-invoicing on and uploads the signing certificate (${width} px)`, async ({
    browser,
  }) => {
    // Two uploads, each refused or stored with its toast, on a shared machine.
    test.setTimeout(90_000);
    const page = await pageAt(browser, width);
    await signInAs(page, "admin", { at: "/luxebooking/admin/billing-settings" });
    await expect(page.getByRole("heading", { level: 1, name: "Billing Settings" })).toBeVisible();
    if (width === 390) {
      await page.getByLabel("Legal Name").fill("Eden Garden Hospitality LLP");
      await page.getByLabel("Trade Name").fill("Eden Garden");
      await page.getByLabel("GSTIN").fill(HALL);
      await page.getByLabel("Address").fill("12 Garden Road, Jayanagar, Bengaluru 560041");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await toast(page, "Billing settings saved.");
    }
    const toggle = page.getByRole("switch", {
      name: "Aggregate turnover above ₹5 crore: e-invoicing applies",
    });
    if (width === 390) {
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await toast(page, "E-invoicing is on");
    }
    await expect(toggle).toBeChecked();

    const signing = page.getByRole("region", { name: "Digital signature of PDFs" });
    if (width === 390)
      await expect(signing).toContainText("No signing certificate: PDFs are not digitally signed.");
    await signing.getByLabel(/Certificate \(\.p12 or \.pfx\)|Replace with certificate/).setInputFiles(p12);
    await signing.getByLabel("Certificate password").fill("not the password");
    await signing.getByRole("button", { name: "Upload certificate" }).click();
    await expect(
      signing.getByText("The password does not open this certificate file. Nothing was saved."),
    ).toBeVisible();
    await signing.getByLabel(/Certificate \(\.p12 or \.pfx\)|Replace with certificate/).setInputFiles(p12);
    await signing.getByLabel("Certificate password").fill(PASSWORD);
    await signing.getByRole("button", { name: "Upload certificate" }).click();
    await toast(page, "Signing certificate saved: every PDF is now digitally signed.");
    await expect(signing.getByTestId("signing-certificate")).toContainText("CN=Eden Garden E2E Signatory");
    await expect(signing.getByLabel("Certificate password")).toHaveValue("");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: path.join(SCREENS, `filing-settings-${width}.png`), fullPage: true });
    await page.context().close();
  });

  test(`accounts downloads the e-invoice JSON, records the IRP's answer, and the invoice prints its IRN (${width} px)`, async ({
    browser,
  }) => {
    // A whole journey (two users, an invoice, three downloads checked with poppler) on a shared machine.
    test.setTimeout(120_000);
    const eventName = `E-invoice Gala ${width}`;
    // Far from the demo data's bookings (this server's database is a copy of the seeded one).
    const eventDate = width === 390 ? "2097-05-10" : "2097-05-11";
    const admin = await pageAt(browser, width);
    await signInAs(admin, "admin", { at: "/luxebooking/new-reservation" });
    await fillReservation(admin, {
      eventName,
      eventDate,
      start: "18:00",
      end: "22:00",
      meal: "Veg",
      status: "confirmed",
    });
    await admin.getByLabel("Billing Name").fill("Acme Events Pvt Ltd");
    await admin.getByLabel("Client GSTIN").fill(CLIENT);
    await admin.getByLabel("Billing Address").fill("4th Floor, Lotus Tower, Andheri East, Mumbai 400069");
    await admin.getByLabel("Billing State").selectOption("27");
    await admin.getByRole("button", { name: "Create Reservation" }).click();
    await expect(
      admin.getByRole("status").filter({ hasText: "Reservation created successfully!" }),
    ).toBeVisible();
    await followRedirect(admin, /\/luxebooking\/reservation\/[0-9a-f-]{36}$/);
    await admin.context().close();

    const page = await pageAt(browser, width);
    await signInAs(page, "accounts");
    await openFromCalendar(page, eventDate, eventName);
    const documents = page.getByRole("region", { name: "Documents" });
    await documents.getByRole("button", { name: "Issue tax invoice" }).click();
    await toast(page, /Tax invoice issued\. EDN\/\d\d-\d\d\/\d{4}/);
    const link = documents.getByRole("link", { name: /View EDN\// });
    const number = ((await link.textContent()) ?? "").replace("View", "").trim();
    // Rule 48(4)-(5): no sending before the IRN, and the screen says why.
    const table = documents.getByTestId("documents");
    await expect(table).toContainText("Not sent · IRN pending");
    await expect(documents.getByRole("button", { name: `Send to client ${number}` })).toBeDisabled();
    await expect(documents.getByRole("link", { name: /^Record IRN first\b.*needs its IRN/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await documents.screenshot({ path: path.join(SCREENS, `documents-irn-pending-${width}.png`) });

    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
    const steps = page.getByRole("region", { name: "E-invoice", exact: true });
    await expect(steps).toContainText(`${number} needs its IRN before it is sent to the client`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: path.join(SCREENS, `e-invoice-steps-${width}.png`), fullPage: true });
    const json = await save(
      page,
      () => steps.getByRole("link", { name: "Download e-invoice JSON" }).click(),
      `${width}.json`,
    );
    expect(json.suggested).toBe(`${number.replaceAll("/", "-")}-e-invoice.json`);
    const eInvoice = JSON.parse(readFileSync(json.target, "utf8"));
    expect(eInvoice).toMatchObject({
      Version: "1.1",
      TranDtls: { SupTyp: "B2B" },
      DocDtls: { Typ: "INV", No: number, Dt: todayIST().split("-").reverse().join("/") },
      SellerDtls: { Gstin: HALL, Pin: 560041 },
      BuyerDtls: { Gstin: CLIENT, Pos: "29", Stcd: "27", Pin: 400069 },
    });

    // A malformed answer is refused on the field; the IRP's real answer is recorded.
    const answerBox = steps.getByLabel("The IRP's answer (JSON)");
    await answerBox.fill('{"Irn": "123"}');
    await steps.getByRole("button", { name: "Record IRN" }).click();
    await expect(steps.getByText("The IRN must be 64 hexadecimal characters (0–9, a–f).")).toBeVisible();
    const answer = fakeIrpAnswer({
      docNo: number,
      sellerGstin: HALL,
      buyerGstin: CLIENT,
      total: eInvoice.ValDtls.TotInvVal,
      ackDt: `${todayIST()} 11:45:09`,
    });
    if (width === 390) {
      await answerBox.fill(JSON.stringify(answer));
    } else {
      await answerBox.fill("");
      const file = path.join(dir, "irp-answer.json");
      writeFileSync(file, JSON.stringify({ Status: 1, Data: answer }));
      await steps.getByLabel("Or the answer's file").setInputFiles(file);
    }
    await steps.getByRole("button", { name: "Record IRN" }).click();
    await toast(page, `IRN recorded for ${number}.`);
    await expect(steps).toHaveCount(0);
    const printed = page.getByRole("region", { name: "e-Invoice", exact: true });
    await expect(printed).toContainText(answer.Irn);
    await expect(printed).toContainText(String(answer.AckNo));
    await expect(printed).toContainText(`${todayIST()} 11:45:09`);
    await expect(printed.getByRole("img", { name: "Signed QR code of the e-invoice" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: path.join(SCREENS, `e-invoice-view-${width}.png`), fullPage: true });

    // The PDFs: the original for the recipient and the duplicate for the supplier, both signed.
    const original = await save(
      page,
      () => page.getByRole("link", { name: "Download PDF" }).click(),
      `${width}.pdf`,
    );
    const duplicate = await save(
      page,
      () => page.getByRole("link", { name: "Duplicate for supplier" }).click(),
      `${width}-duplicate.pdf`,
    );
    expect(duplicate.suggested).toBe(`${number.replaceAll("/", "-")}-duplicate.pdf`);
    const text = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text(original.target)).toContain("ORIGINAL FOR RECIPIENT");
    expect(text(original.target)).toContain(answer.Irn);
    expect(text(duplicate.target)).toContain("DUPLICATE FOR SUPPLIER");
    for (const file of [original.target, duplicate.target]) {
      const verdict = spawnSync("/usr/bin/pdfsig", [file], { encoding: "utf8" }).stdout;
      expect(verdict).toContain("Signature Validation: Signature is Valid.");
      expect(verdict).toContain("Total document signed");
    }
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "60",
      "-f",
      "1",
      "-l",
      "1",
      original.target,
      path.join(SCREENS, `e-invoice-pdf-${width}`),
    ]);

    // With its IRN the invoice may go to the client.
    await page.getByRole("link", { name: "Back to Reservation" }).click();
    await expect(table).toContainText("Not sent · IRN recorded");
    await expect(documents.getByRole("button", { name: `Send to client ${number}` })).toBeEnabled();
    await page.context().close();
  });
}
