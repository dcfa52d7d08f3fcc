import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { enterMenu } from "./menu-support";
import { DEMO_PASSWORD, expectNoAxeViolations, signInAs } from "./support";

async function openAdmin(page: Page, role: "admin" | "manager" = "admin", query = "") {
  await signInAs(page, role);
  await page.goto(`/guntoormenuadmin${query}`);
  await expect(page.getByRole("heading", { name: /menu$/, level: 1 })).toBeVisible();
}

/** axe measures contrast mid-animation; let toasts finish fading in first. */
async function axeWhenSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-sonner-toast][data-visible="true"]')].every((toast) =>
      [toast, ...toast.querySelectorAll<HTMLElement>("[data-content]")].every((el) => {
        const opacity = getComputedStyle(el).opacity;
        return opacity === "1" || opacity === "0";
      }),
    ),
  );
  await expectNoAxeViolations(page);
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
      await axeWhenSettled(page);

      await page.context().clearCookies();
      await signInAs(page, "operations");
      await page.goto("/guntoormenuadmin");
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      await axeWhenSettled(page);
    });

    test("add, edit and delete an item; the list and totals reload", async ({ page }) => {
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
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Category").selectOption({ label: "Appetizers" });
      await form.getByLabel("Price (₹)").fill("360");
      await form.getByLabel("Description").fill("Hyderabadi-style fried chicken strips");
      await form.getByLabel("Options (one per line)").fill("Regular\n\nLarge");
      await axeWhenSettled(page);
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
      await axeWhenSettled(page);
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

    test("bulk import: alerts, sample file, progress and a summary with errors", async ({ page }) => {
      await openAdmin(page, "manager");
      await page.getByRole("button", { name: "Bulk Import" }).click();
      const dialog = page.getByRole("dialog", { name: "Bulk Import" });
      await dialog.getByRole("button", { name: "Import Items" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Please enter data to import");
      await dialog.getByLabel("Paste JSON data").fill("[{oops");
      await dialog.getByRole("button", { name: "Import Items" }).click();
      await expect(dialog.getByRole("alert")).toContainText("Error parsing data: ");

      const download = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Download sample JSON" }).click();
      expect((await download).suggestedFilename()).toBe("sample-menu-items.json");

      await dialog.getByRole("tab", { name: "CSV" }).click();
      const csvDownload = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Download sample CSV" }).click();
      expect((await csvDownload).suggestedFilename()).toBe("sample-menu-items.csv");
      await dialog
        .getByLabel("Paste CSV data")
        .fill(
          `name,description,category,price_inr,isVeg\r\n"${tag} Dosa, Ghee Roast","Crisp, ""golden""",appetizers,120,TRUE\r\n,missing,appetizers,abc,maybe\r\n${tag} Payasam,Sweet,desserts,90.5,false\r\n`,
        );
      await axeWhenSettled(page);
      // Hold the batch briefly so the progress bar can be seen.
      await page.route("**/api/v1/menu/import", async (route) => {
        await new Promise((r) => setTimeout(r, 500));
        await route.continue();
      });
      await dialog.getByRole("button", { name: "Import Items" }).click();
      await expect(dialog.getByRole("progressbar", { name: "Importing 0 of 3…" })).toBeVisible();
      const summary = dialog.getByTestId("import-summary");
      await expect(summary).toBeVisible();
      await expect(summary.getByText("Total").locator("..")).toContainText("3");
      await expect(summary.getByText("Successful").locator("..")).toContainText("2");
      await expect(summary.getByText("Failed").locator("..")).toContainText("1");
      for (const message of ["Name is required", "Valid price is required", "isVeg must be true or false"]) {
        await expect(summary.getByText(message)).toBeVisible();
      }
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(page.getByRole("row", { name: new RegExp(`${tag} Dosa, Ghee Roast`) })).toContainText(
        "₹120",
      );
    });

    test("customer entries: IST date filter, chart, CSV and .xlsx downloads with the spec's dialogs", async ({
      page,
      browser,
    }) => {
      const visitor = await browser.newPage();
      await enterMenu(visitor, `${tag} "Quote" Guest`);
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
      await axeWhenSettled(page);

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export to Excel (CSV)" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`customer_entries_${today}.csv`);
      const csv = readFileSync((await file.path())!, "utf8");
      expect(
        csv.startsWith('\uFEFF"ID","Customer Name","Phone Number","Number of Guests","Timestamp"\r\n'),
      ).toBe(true);
      expect(csv).toContain(`"${tag} ""Quote"" Guest","'+919876543210","3"`);
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
      await page.route("**/guntoormenuadmin.data*", async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      });
      await page.getByRole("button", { name: "Try Again" }).click();
      await expect(page.getByText("Loading admin panel...")).toBeVisible();
      await expect(page.getByText("Total Items", { exact: true })).toBeVisible();

      await page.getByRole("link", { name: "Customer Entries", exact: true }).click();
      await expect(page.getByText("Loading customer entries...")).toBeVisible();
      await expect(page.getByRole("button", { name: "Filter" })).toBeVisible();
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

    test("out of stock reaches an open public menu within 2 s without reload", async ({ page, browser }) => {
      const guest = await browser.newPage({ viewport: { width, height: 900 } });
      await enterMenu(guest);
      await guest.getByRole("tab", { name: "Drinks" }).click();
      const card = guest.getByRole("article", { name: "Filter Coffee" });
      await expect(card).toBeVisible();
      await expect(card.getByText("Out of stock")).toHaveCount(0);
      await guest.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });

      await openAdmin(page, "manager", "?category=nonAlcoholicBeverages");
      const toggle = page.getByRole("switch", { name: "Filter Coffee in stock" });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-checked", "false");
      await expect(card.getByText("Out of stock")).toBeVisible({ timeout: 2000 });
      expect(await guest.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-checked", "true");
      await expect(card.getByText("Out of stock")).toHaveCount(0, { timeout: 2000 });
      await guest.close();
    });

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
      await expect(page.getByText("Photo saved.")).toBeVisible();
      await page.keyboard.press("Escape");

      const guest = await page
        .context()
        .browser()!
        .newPage({ viewport: { width, height: 900 } });
      await enterMenu(guest);
      await guest.getByLabel("Search the menu").fill(dish);
      const photo = guest.getByRole("article", { name: dish }).locator("img");
      await expect(photo).toHaveAttribute("src", /\/api\/v1\/menu\/photos\/[a-f0-9]{32}\.webp$/);
      await guest.route("**/api/v1/menu/photos/**", (route) => route.abort());
      await guest.reload();
      await guest.getByLabel("Search the menu").fill(dish);
      await expect(guest.getByRole("article", { name: dish }).locator("img")).toHaveAttribute(
        "src",
        /\/menu\/placeholder\.svg$/,
      );
      await guest.close();
    });

    test("categories, statistics chart, restaurant info and the empty-category state", async ({
      page,
      browser,
    }) => {
      await openAdmin(page, "admin");
      await page.getByText(/^Manage Categories/).click();
      await page.getByLabel("Key", { exact: true }).fill(`empty${tag}`);
      await page.getByLabel("Label", { exact: true }).fill(`${tag} Specials`);
      await page.getByRole("button", { name: "Add Category" }).click();
      await expect(page.getByText(`Category "${tag} Specials" was added.`)).toBeVisible();
      await page.getByRole("button", { name: "Delete category Soup" }).click();
      await expect(
        page.getByText(/^The category "Soup" still has \d+ items\. Move or delete them first\.$/),
      ).toBeVisible();

      await page.getByRole("link", { name: "Statistics", exact: true }).click();
      for (const card of ["Total Items", "Categories", "Veg Items", "Non-Veg Items"]) {
        await expect(page.getByText(card, { exact: true })).toBeVisible();
      }
      await expect(
        page.getByRole("img", { name: /^Items per category: Andhra Meals \d+ items/ }),
      ).toBeVisible();
      await expect(page.getByTestId("category-breakdown")).toContainText(`${tag} Specials`);
      await axeWhenSettled(page);

      await page.getByRole("link", { name: "Restaurant Info", exact: true }).click();
      await expect(page.getByLabel("Opening Hours")).toHaveValue(/.+/);
      await expect(page.getByLabel("Cuisine Type")).toBeVisible();
      await page.getByLabel("Email").fill("not-an-email");
      await page.getByRole("button", { name: "Save Restaurant Info" }).click();
      await expect(page.getByText("Please enter a valid email address.").first()).toBeVisible();
      await page.getByLabel("Email").fill("guntoor@edengarden.in");
      await page.getByRole("button", { name: "Save Restaurant Info" }).click();
      await expect(page.getByText("Restaurant info saved.")).toBeVisible();
      await axeWhenSettled(page);
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
