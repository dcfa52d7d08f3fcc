import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { enterMenu, visitorAddress, visitorPhone } from "./menu-support";
import {
  DEMO_PASSWORD,
  expectLiveUpdate,
  expectNoAxeViolations,
  expectToastDuring,
  holdRequests,
  markDocument,
  signInAs,
} from "./support";

async function openAdmin(page: Page, role: "admin" | "manager" = "admin", query = "") {
  await signInAs(page, role, { at: `/guntoormenuadmin${query}` });
  await expect(page.getByRole("heading", { name: /menu$/, level: 1 })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

function istToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

for (const width of [390, 1280]) {
  test.describe(`menu admin at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Several sign-ins and round trips per test on a machine shared with other suites.
    test.describe.configure({ timeout: 60_000 });
    const tag = width < 768 ? "Phone" : "Desk";

    test("signed-out staff sign in and come back; other roles are denied", async ({ page }) => {
      await page.goto("/guntoormenuadmin");
      await expect(page).toHaveURL(/\/luxebooking\/login\?redirectTo=%2Fguntoormenuadmin$/);
      // Sign in on the page the redirect opened, so its redirectTo is kept.
      await page.getByLabel("Email").fill("manager@demo.test");
      await page.getByLabel("Password").fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/guntoormenuadmin$/);
      await expect(page.getByRole("link", { name: "Menu Items", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      for (const label of ["Statistics", "Customer Entries", "Restaurant Info"]) {
        await expect(page.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);

      // Signing out is in the panel's own header (issue 12).
      await page
        .getByRole("navigation", { name: "Menu admin" })
        .getByRole("button", { name: "Logout" })
        .click();
      await expect(page).toHaveURL(/\/luxebooking\/login$/);
      await page.goto("/guntoormenuadmin");
      await expect(page).toHaveURL(/\/luxebooking\/login\?redirectTo=/);

      await signInAs(page, "operations", { at: "/guntoormenuadmin" });
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      // Said once, with the reason under it.
      await expect(page.getByText("Access Denied")).toHaveCount(1);
      await expect(page.getByText("Only Admin and Manager users can manage the menu.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("add, edit and delete an item; the list and totals reload", async ({ page }) => {
      // Three saves, each followed by the list's and totals' reload.
      test.setTimeout(120_000);
      await openAdmin(page);
      const name = `${tag} Chicken Majestic`;
      const total = page.getByTestId("total-items");
      const before = Number((await total.textContent())!.replace(/\D/g, ""));

      for (const column of ["Name", "Category", "Price", "Type", "Actions"]) {
        await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
      }
      const filter = page.getByLabel("Category", { exact: true });
      await expect(filter.getByRole("option", { name: "All Categories" })).toBeAttached();
      await filter.selectOption({ label: "Soup" });
      await expect(page).toHaveURL(/category=soup/);
      await expect(page.getByRole("row", { name: /Tomato Rasam Soup/ })).toBeVisible();
      await expect(page.getByRole("row", { name: /Apollo Fish/ })).toHaveCount(0);
      await filter.selectOption({ label: "All Categories" });
      await expect(page.getByRole("row", { name: /Apollo Fish/ })).toBeVisible();

      await page.getByRole("button", { name: "Add New Item" }).click();
      const form = page.getByRole("region", { name: "Add New Item" });
      await form.getByLabel("Name", { exact: true }).fill(name);
      await form.getByLabel("Category").selectOption({ label: "Appetizers" });
      await form.getByLabel("Description", { exact: true }).fill("Hyderabadi-style fried chicken strips");
      await form.getByLabel("Options (one per line)").fill("Regular\n\nLarge");
      // A price that is not a price is refused at the field, not stored as ₹0 (issue 12).
      await form.getByLabel("Price (₹)").fill("360 rs");
      await form.getByRole("button", { name: "Save Item" }).click();
      await expect(form.getByText("Valid price is required")).toBeVisible();
      await expect(form.getByLabel("Price (₹)")).toHaveAttribute("aria-invalid", "true");
      await expect(total).toHaveText(`Total Items: ${before}`);
      await form.getByLabel("Price (₹)").fill("360");
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: "Save Item" }).click();
      await expect(page.getByText(`"${name}" was added.`)).toBeVisible();
      await expect(form).toBeHidden();
      await expect(total).toHaveText(`Total Items: ${before + 1}`);
      const row = page.getByRole("row", { name: new RegExp(name) });
      await expect(row).toContainText("₹360");
      await expect(row).toContainText("Non-Veg");

      await row.getByRole("button", { name: `Edit ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Item" });
      await dialog.getByLabel("Price (₹)").fill("375.50");
      await dialog.getByLabel("Vegetarian").check();
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Update Item" }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText("₹375.50");
      await expect(row).toContainText("Veg");

      await row.getByRole("button", { name: `Delete ${name}` }).click();
      const confirm = page.getByRole("dialog", { name: "Confirm Deletion" });
      await expect(confirm).toContainText(
        `Are you sure you want to delete "${name}"? This action cannot be undone.`,
      );
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(row).toBeVisible();
      await row.getByRole("button", { name: `Delete ${name}` }).click();
      await page
        .getByRole("dialog", { name: "Confirm Deletion" })
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(page.getByText(`"${name}" was deleted.`)).toBeVisible();
      await expect(row).toHaveCount(0);
      await expect(total).toHaveText(`Total Items: ${before}`);
    });

    test("bulk import: alerts, sample file, a preview, then exactly what it showed", async ({
      page,
      browser,
    }) => {
      await openAdmin(page, "manager");
      const total = page.getByTestId("total-items");
      const before = await total.textContent();
      await page.getByRole("button", { name: "Bulk Import" }).click();
      const dialog = page.getByRole("dialog", { name: "Bulk Import" });
      await dialog.getByRole("button", { name: "Preview" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Please enter data to import");
      await dialog.getByLabel("Paste JSON data").fill("[{oops");
      await dialog.getByRole("button", { name: "Preview" }).click();
      await expect(dialog.getByRole("alert")).toContainText("Error parsing data: ");

      const download = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Download sample JSON" }).click();
      const sample = await download;
      expect(sample.suggestedFilename()).toBe("sample-menu-items.json");
      const sampleJson = readFileSync((await sample.path())!, "utf8");

      await dialog.getByRole("tab", { name: "CSV" }).click();
      const csvDownload = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Download sample CSV" }).click();
      expect((await csvDownload).suggestedFilename()).toBe("sample-menu-items.csv");
      await dialog
        .getByLabel("Paste CSV data")
        .fill(
          `name,description,category,price_inr,isVeg\r\n"${tag} Dosa, Ghee Roast","Crisp, ""golden""",appetizers,"1,250",TRUE\r\n,missing,appetizers,abc,maybe\r\n${tag} Payasam,Sweet,desserts,90.5,false\r\n${tag} Halwa,Sweet,desserts,12.5abc,true\r\n`,
        );
      await dialog.getByRole("button", { name: "Preview" }).click();
      // Nothing is written yet: the preview says what each row would do.
      const preview = dialog.getByRole("region", { name: "Import preview" });
      await expect(dialog.getByTestId("import-preview-counts")).toHaveText(
        "4 rows: 2 to add, 0 to update, 0 unchanged, 2 refused.",
      );
      await expect(preview.getByRole("row", { name: new RegExp(`${tag} Dosa, Ghee Roast`) })).toContainText(
        "₹1,250",
      );
      await expect(preview.getByRole("row", { name: new RegExp(`${tag} Dosa, Ghee Roast`) })).toContainText(
        "Add",
      );
      const halwa = preview.getByRole("row", { name: new RegExp(`${tag} Halwa`) });
      await expect(halwa).toContainText("Refuse");
      await expect(halwa).toContainText("Valid price is required");
      await expect(total).toHaveText(before!);
      await expectNoAxeViolations(page);
      // The import itself (not a preview) is held until its progress has been seen.
      const importing = Promise.withResolvers<void>();
      await page.route("**/api/v1/menu/import", async (route) => {
        if (route.request().postDataJSON().fingerprint) await importing.promise;
        await route.continue();
      });
      await dialog.getByRole("button", { name: "Import Items" }).click();
      await expect(dialog.getByRole("progressbar", { name: "Importing 4 items…" })).toBeVisible();
      importing.resolve();
      const summary = dialog.getByTestId("import-summary");
      await expect(summary).toBeVisible();
      await expect(summary.getByText("Total").locator("..")).toContainText("4");
      await expect(summary.getByText("Added").locator("..")).toContainText("2");
      await expect(summary.getByText("Updated").locator("..")).toContainText("0");
      await expect(summary.getByText("Failed").locator("..")).toContainText("2");
      for (const message of ["Name is required", "Valid price is required", "isVeg must be true or false"]) {
        await expect(summary.getByText(message).first()).toBeVisible();
      }
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(page.getByRole("row", { name: new RegExp(`${tag} Dosa, Ghee Roast`) })).toContainText(
        "₹1,250",
      );
      await expect(page.getByRole("row", { name: new RegExp(`${tag} Halwa`) })).toHaveCount(0);

      // Issue 29 item 12: the sample's dishes are "Sample: …" rows the import refuses, so importing
      // the sample as it is never overwrites the real Gongura Mutton (₹460).
      await page.getByRole("button", { name: "Bulk Import" }).click();
      await dialog.getByRole("tab", { name: "JSON" }).click();
      await dialog.getByLabel("Paste JSON data").fill(sampleJson);
      await dialog.getByRole("button", { name: "Preview" }).click();
      await expect(dialog.getByTestId("import-preview-counts")).toHaveText(
        "2 rows: 0 to add, 0 to update, 0 unchanged, 2 refused.",
      );
      await expect(
        preview
          .getByRole("row", { name: /Sample: Gongura Mutton/ })
          .getByText("This is the sample file's example dish."),
      ).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      const guest = await browser.newPage({ viewport: { width, height: 900 } });
      await enterMenu(guest);
      await guest.getByLabel("Search the menu").fill("Gongura Mutton");
      await expect(guest.getByRole("article", { name: "Gongura Mutton" })).toHaveCount(1);
      await expect(guest.getByRole("article", { name: "Gongura Mutton" })).toContainText("₹460");
      await guest.close();
    });

    // A check of the import's data, not of the layout: at one width.
    if (width === 1280) {
      test("Import Items refuses to write when the menu changed after the preview", async ({ page }) => {
        await openAdmin(page, "admin");
        await page.getByRole("button", { name: "Bulk Import" }).click();
        const dialog = page.getByRole("dialog", { name: "Bulk Import" });
        await dialog
          .getByLabel("Paste JSON data")
          .fill(
            JSON.stringify([{ name: `${tag} Race Soup`, category: "soup", price_inr: 150, isVeg: true }]),
          );
        await dialog.getByRole("button", { name: "Preview" }).click();
        await expect(dialog.getByTestId("import-preview-counts")).toHaveText(
          "1 row: 1 to add, 0 to update, 0 unchanged, 0 refused.",
        );
        // Meanwhile someone adds the same dish.
        const other = await page.request.post("/guntoormenuadmin", {
          form: {
            intent: "create-item",
            name: `${tag} Race Soup`,
            category: "soup",
            price: "140",
            isVeg: "on",
          },
          headers: { origin: new URL(page.url()).origin },
        });
        expect(other.ok()).toBe(true);
        await dialog.getByRole("button", { name: "Import Items" }).click();
        await expect(dialog.getByRole("alert")).toHaveText(
          "The menu changed after this preview, so nothing was imported. Check the new preview and press Import Items again.",
        );
        await expect(dialog.getByTestId("import-preview-counts")).toHaveText(
          "1 row: 0 to add, 1 to update, 0 unchanged, 0 refused.",
        );
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await page.reload();
        await expect(page.getByRole("row", { name: new RegExp(`${tag} Race Soup`) })).toHaveCount(1);
      });
    }

    test("customer entries: IST date filter, chart, CSV and .xlsx downloads with the spec's dialogs", async ({
      page,
      browser,
    }) => {
      const visitor = await browser.newPage();
      const phone = `+91${visitorPhone()}`;
      await enterMenu(visitor, `${tag} "Quote" Guest`, phone);
      await visitor.close();

      await openAdmin(page, "admin");
      await page.getByRole("link", { name: "Customer Entries", exact: true }).click();
      const today = istToday();
      await page.getByLabel("Start date").fill(today);
      await page.getByLabel("End date").fill(today);
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(new RegExp(`start=${today}&end=${today}`));
      await expect(page.getByRole("cell", { name: `${tag} "Quote" Guest` })).toBeVisible();
      await expect(page.getByRole("img", { name: /^Guests per day/ })).toBeVisible();
      for (const column of ["Customer Name", "Phone Number", "Guests", "Timestamp"]) {
        await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export to Excel (CSV)" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`customer_entries_${today}.csv`);
      const csv = readFileSync((await file.path())!, "utf8");
      expect(
        csv.startsWith(
          '\uFEFF"ID","Customer Name","Phone Number","Number of Guests","Timestamp","Table"\r\n',
        ),
      ).toBe(true);
      expect(csv).toContain(`"${tag} ""Quote"" Guest","'${phone}","3"`);
      const done = page.getByRole("dialog", { name: "Export Successful" });
      await expect(done).toContainText("Customer data has been successfully exported as a CSV file.");
      await done.getByRole("button", { name: "OK" }).click();

      const xlsx = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download .xlsx" }).click();
      expect((await xlsx).suggestedFilename()).toBe(`customer_entries_${today}.xlsx`);

      await page.getByLabel("Start date").fill("2020-01-01");
      await page.getByLabel("End date").fill("2020-01-02");
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page.getByText("No customer entries found.")).toBeVisible();
      await page.getByRole("button", { name: "Export to Excel (CSV)" }).click();
      const none = page.getByRole("dialog", { name: "No Data to Export" });
      await expect(none).toContainText("There is no customer data available to export.");
      await none.getByRole("button", { name: "OK" }).click();

      await page.getByRole("link", { name: "Clear Filter" }).click();
      await expect(page).toHaveURL(/\?tab=customerEntries$/);
      await expect(page.getByRole("cell", { name: `${tag} "Quote" Guest` })).toBeVisible();
    });

    // Loading and failure texts, not the layout: at one width.
    if (width === 1280) {
      test("load failure, 'Loading admin panel...', 'Loading customer entries...' and 'Export Not Supported'", async ({
        page,
        browser,
      }) => {
        const visitor = await browser.newPage();
        await enterMenu(visitor, `${tag} Export Guest`);
        await visitor.close();
        await openAdmin(page, "manager");
        await page.route("**/guntoormenuadmin.data*", (route) => route.abort());
        await page.getByRole("link", { name: "Statistics", exact: true }).click();
        await expect(page.getByText("Failed to load data. Please try again later.")).toBeVisible();
        await page.unroute("**/guntoormenuadmin.data*");
        // Each answer is held until its loading text has been seen.
        const answers = await holdRequests(page, "**/guntoormenuadmin.data*");
        await page.getByRole("button", { name: "Try Again" }).click();
        await expect(page.getByText("Loading admin panel...")).toBeVisible();
        answers.release();
        await expect(page.getByText("Total Items", { exact: true })).toBeVisible();

        await page.getByRole("link", { name: "Customer Entries", exact: true }).click();
        await expect(page.getByText("Loading customer entries...")).toBeVisible();
        answers.release();
        await expect(page.getByRole("button", { name: "Filter" })).toBeVisible();
        answers.releaseAll();
        await page.unroute("**/guntoormenuadmin.data*");

        // A browser without the download attribute (older in-app browsers).
        await page.evaluate(() => {
          delete (HTMLAnchorElement.prototype as { download?: string }).download;
        });
        await page.getByRole("button", { name: "Export to Excel (CSV)" }).click();
        const dialog = page.getByRole("dialog", { name: "Export Not Supported" });
        await expect(dialog).toContainText(
          "Your browser does not support downloading files directly. Please copy the data manually if needed.",
        );
      });
    }

    test("customer entries: 50 a page, newest first, totals over every page, export of all", async ({
      page,
    }) => {
      const today = istToday();
      // 55 guests, each from its own address, phone and browser (issue 29 item 7: each phone and
      // each browser's cookie may add 3 entries in 10 minutes).
      for (let n = 0; n < 55; n++) {
        await page.context().clearCookies();
        const res = await page.request.post("/guntoorlogin", {
          form: {
            customerName: `${tag} Paged ${String(n).padStart(2, "0")}`,
            phoneNumber: visitorPhone(),
            numGuests: "2",
          },
          headers: { "x-forwarded-for": visitorAddress() },
        });
        expect(res.status()).toBe(200);
      }
      await openAdmin(page, "manager", `?tab=customerEntries&start=${today}&end=${today}`);
      const table = page.getByRole("region", { name: "Customer entries" });
      await expect(table.getByRole("row")).toHaveCount(51);
      const totals = page.getByTestId("entries-totals");
      const total = Number((await totals.textContent())!.match(/(\d+) entries/)![1]);
      expect(total).toBeGreaterThanOrEqual(55);
      await expect(table.getByRole("row").nth(1)).toContainText(`${tag} Paged 54`);
      const pages = page.getByRole("navigation", { name: "Customer entries pages" });
      await expect(pages).toContainText(`Showing 1–50 of ${total} (page 1 of ${Math.ceil(total / 50)})`);
      await expectNoAxeViolations(page);

      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(new RegExp(`start=${today}&end=${today}&tab=customerEntries&page=2`));
      await expect(pages).toContainText(`Showing 51–`);
      await expect(totals).toContainText(`${total} entries`);
      await expect(table).not.toContainText(`${tag} Paged 54`);

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export to Excel (CSV)" }).click();
      const csv = readFileSync((await (await download).path())!, "utf8");
      expect(csv.trimEnd().split("\r\n")).toHaveLength(total + 1);
      for (let n = 0; n < 55; n++) expect(csv).toContain(`"${tag} Paged ${String(n).padStart(2, "0")}"`);
      await page
        .getByRole("dialog", { name: "Export Successful" })
        .getByRole("button", { name: "OK" })
        .click();
    });

    test("a long unbroken name or description wraps instead of widening the page", async ({
      page,
      browser,
    }) => {
      const long = `${tag}${"Gongura".repeat(20)}`.slice(0, 120);
      const description = "Chilli".repeat(70);
      await openAdmin(page, "admin", "?category=desserts");
      const tableWidth = () =>
        page
          .locator("table")
          .first()
          .locator("..")
          .evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      const before = await tableWidth();
      await page.getByRole("button", { name: "Add New Item" }).click();
      const form = page.getByRole("region", { name: "Add New Item" });
      await form.getByLabel("Name", { exact: true }).fill(long);
      await form.getByLabel("Category").selectOption({ label: "Desserts" });
      await form.getByLabel("Price (₹)").fill("99");
      await form.getByLabel("Description", { exact: true }).fill(description);
      await form.getByLabel("Served with", { exact: true }).fill("Rice".repeat(50));
      await form.getByRole("button", { name: "Save Item" }).click();
      await expect(page.getByText(`"${long}" was added.`)).toBeVisible();
      const pageWidth = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth);

      const row = page.getByRole("row", { name: new RegExp(long) });
      await expect(row).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      // The table is no wider than before the dish (at 1280 px it does not scroll at all).
      const after = await tableWidth();
      expect(after.scrollWidth).toBeLessThanOrEqual(before.scrollWidth);
      if (width >= 768) expect(after.scrollWidth).toBeLessThanOrEqual(after.clientWidth);
      // Its Delete button is on screen (on phones the Actions column stays at the right edge).
      await row.scrollIntoViewIfNeeded();
      await expect(row.getByRole("button", { name: `Delete ${long}` })).toBeInViewport();

      const guest = await browser.newPage({ viewport: { width, height: 900 } });
      await enterMenu(guest);
      await guest.getByLabel("Search the menu").fill(long.slice(0, 30));
      await expect(guest.getByRole("article", { name: long })).toBeVisible();
      expect(await pageWidth(guest)).toBeLessThanOrEqual(width);
      await guest.getByLabel("Search the menu").fill("");
      await guest.goto("/guntoormenu?category=desserts");
      await expect(guest.getByRole("article", { name: long })).toBeVisible();
      expect(await pageWidth(guest)).toBeLessThanOrEqual(width);
      await guest.close();
    });

    // A live update, not the layout: at one width, the guest's phone.
    if (width === 390) {
      // The 2 s are the live client's own waits (live-client.test.ts); here the wait is on what the
      // guest sees, and the time it took is noted in the report (issue 28 item 23).
      test("out of stock reaches an open public menu without reload", async ({ page, browser }) => {
        const guest = await browser.newPage({ viewport: { width, height: 900 } });
        await enterMenu(guest);
        await guest.getByRole("tab", { name: "Drinks" }).click();
        const card = guest.getByRole("article", { name: "Filter Coffee" });
        await expect(card).toBeVisible();
        await expect(card.getByText("Out of stock")).toHaveCount(0);
        await markDocument(guest);

        await openAdmin(page, "manager", "?category=nonAlcoholicBeverages");
        const toggle = page.getByRole("switch", { name: "Filter Coffee in stock" });
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-checked", "false");
        await expectLiveUpdate(guest, "out of stock on the guest's open menu", () =>
          expect(card.getByText("Out of stock")).toBeVisible(),
        );

        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-checked", "true");
        await expectLiveUpdate(guest, "back in stock on the guest's open menu", () =>
          expect(card.getByText("Out of stock")).toHaveCount(0),
        );
        await guest.close();
      });
    }

    // The upload's checks and the stored photo, not the layout: at one width.
    if (width === 1280) {
      test("photo upload refuses the wrong type; a broken photo falls back to the placeholder", async ({
        page,
      }) => {
        await openAdmin(page, "admin", "?category=desserts");
        const dish = "Rasmalai";
        await page.getByRole("button", { name: `Edit ${dish}` }).click();
        const dialog = page.getByRole("dialog", { name: "Edit Item" });
        const input = dialog.getByLabel("Photo (JPEG, PNG or WebP, up to 5 MB)");
        await input.setInputFiles({
          name: "dish.jpg",
          mimeType: "image/jpeg",
          buffer: Buffer.from("not an image"),
        });
        await expect(dialog.getByRole("alert")).toHaveText("Please upload a JPEG, PNG or WebP image.");
        // About 3.6 MB of noise (PNG cannot shrink it): above the server's default 1 MB body limit.
        const noise = randomBytes(1100 * 1100 * 3);
        const png = await sharp(noise, { raw: { width: 1100, height: 1100, channels: 3 } })
          .png()
          .toBuffer();
        expect(png.length).toBeGreaterThan(2 * 1024 * 1024);
        await input.setInputFiles({ name: "rasmalai.png", mimeType: "image/png", buffer: png });
        // Encoding 1,100 px of noise to WebP and AVIF takes seconds on a busy core.
        await expect(page.getByText("Photo saved.")).toBeVisible({ timeout: 15_000 });
        await page.keyboard.press("Escape");

        const guest = await page
          .context()
          .browser()!
          .newPage({ viewport: { width, height: 900 } });
        await enterMenu(guest);
        await guest.getByLabel("Search the menu").fill(dish);
        const photo = guest.getByRole("article", { name: dish }).locator("img");
        await expect(photo).toHaveAttribute("src", /\/api\/v1\/menu\/photos\/[a-f0-9]{32}\.webp$/);
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await guest.close();
      });
    }

    // Which image the guest's card shows, not the layout: at one width, the guest's phone.
    if (width === 390) {
      test("a menu photo that 404s shows the placeholder, not a broken image (issue 12)", async ({
        page,
        browser,
      }) => {
        // A dish of the first category, so its photo is in the server-rendered page (it fails
        // before the page's script runs) and again in search results drawn in the browser.
        await openAdmin(page, "admin", "?category=andhraMeals");
        const dish = "Curd Rice Meals";
        await page.getByRole("button", { name: `Edit ${dish}` }).click();
        const dialog = page.getByRole("dialog", { name: "Edit Item" });
        const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
          .jpeg()
          .toBuffer();
        await dialog
          .getByLabel("Photo (JPEG, PNG or WebP, up to 5 MB)")
          .setInputFiles({ name: "curd-rice.jpg", mimeType: "image/jpeg", buffer: jpeg });
        await expect(page.getByText("Photo saved.")).toBeVisible();

        const guest = await browser.newPage({ viewport: { width, height: 900 } });
        await guest.route("**/api/v1/menu/photos/**", (route) => route.fulfill({ status: 404, body: "" }));
        await enterMenu(guest);
        // Loaded as a page: the photo fails before the page's script has run.
        await guest.reload();
        const shown = async () => {
          const img = guest.getByRole("article", { name: dish }).locator("img");
          await expect(img).toBeVisible();
          await expect
            .poll(() =>
              img.evaluate((el: HTMLImageElement) => ({
                showing: new URL(el.currentSrc || el.src).pathname,
                loaded: el.complete && el.naturalWidth > 0,
              })),
            )
            .toEqual({ showing: "/menu/placeholder.svg", loaded: true });
        };
        await shown();
        await guest.getByLabel("Search the menu").fill("curd rice");
        await shown();
        await guest.close();
      });
    }

    test("categories, statistics chart, restaurant info and the empty-category state", async ({
      page,
      browser,
    }) => {
      await openAdmin(page, "admin");
      await page.getByText(/^Manage Categories/).click();
      await page.getByLabel("Key", { exact: true }).fill(`empty${tag}`);
      await page.getByLabel("Label", { exact: true }).fill(`${tag} Specials`);
      await expectToastDuring(page, `Category "${tag} Specials" was added.`, () =>
        page.getByRole("button", { name: "Add Category" }).click(),
      );
      // Deleting a category asks first, as deleting an item does (issue 12).
      await page.getByRole("button", { name: "Delete category Soup" }).click();
      const confirm = page.getByRole("dialog", { name: "Confirm Deletion" });
      await expect(confirm).toContainText(
        'Are you sure you want to delete "Soup"? This action cannot be undone.',
      );
      await expectNoAxeViolations(page);
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
      await page.getByRole("button", { name: "Delete category Soup" }).click();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(
        page.getByText(/^The category "Soup" still has \d+ items\. Move or delete them first\.$/),
      ).toBeVisible();

      await page.getByRole("link", { name: "Statistics", exact: true }).click();
      for (const card of ["Total Items", "Categories", "Veg Items", "Non-Veg Items", "Drinks"]) {
        await expect(page.getByText(card, { exact: true })).toBeVisible();
      }
      // Veg and Non-Veg count food; drinks are counted apart, so the three add up to the total.
      const count = async (card: string) =>
        Number(
          await page.getByText(card, { exact: true }).locator("xpath=following-sibling::dd[1]").textContent(),
        );
      expect((await count("Veg Items")) + (await count("Non-Veg Items")) + (await count("Drinks"))).toBe(
        await count("Total Items"),
      );
      await expect(
        page.getByRole("img", { name: /^Items per category: Andhra Meals \d+ items/ }),
      ).toBeVisible();
      await expect(page.getByTestId("category-breakdown")).toContainText(`${tag} Specials`);
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "Restaurant Info", exact: true }).click();
      await expect(page.getByLabel("Opening Hours", { exact: true })).toHaveValue(/.+/);
      await expect(page.getByLabel("Cuisine Type", { exact: true })).toBeVisible();
      await page.getByLabel("Email").fill("not-an-email");
      await page.getByRole("button", { name: "Save Restaurant Info" }).click();
      await expect(page.getByText("Please enter a valid email address.").first()).toBeVisible();
      await page.getByLabel("Email").fill("guntoor@edengarden.in");
      await page.getByRole("button", { name: "Save Restaurant Info" }).click();
      await expect(page.getByText("Restaurant info saved.")).toBeVisible();
      await expectNoAxeViolations(page);
      const svg = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download SVG" }).click();
      expect((await svg).suggestedFilename()).toBe("guntoor-menu-qr.svg");

      const guest = await browser.newPage({ viewport: { width, height: 900 } });
      await enterMenu(guest);
      if (width < 768) {
        await guest.getByRole("button", { name: "Categories" }).click();
        await guest
          .getByRole("dialog", { name: "Categories" })
          .getByRole("button", { name: `${tag} Specials` })
          .click();
      } else {
        await guest
          .getByRole("navigation", { name: "Categories" })
          .getByRole("button", { name: `${tag} Specials` })
          .click();
      }
      await expect(guest.getByText("No items found in this category")).toBeVisible();
      await guest.close();
    });
  });
}
