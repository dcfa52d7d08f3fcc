import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { asNewVisitor, enterMenu, menuScriptReady, shot, visitorAddress, visitorPhone } from "./menu-support";
import { expectNoAxeViolations, signInAs } from "./support";

/**
 * Issue 29 item 14: the guests' pages pass axe (WCAG 2.2 A/AA) at 390 and 1280 px in all four
 * languages, with one <main> on the visitor form, greyed cards that keep their contrast, the
 * filters in a landmark, Food/Drinks tabs that follow the arrow keys and a 'Without …' list that
 * fits a phone. Screenshots go to .tmp/screens/.
 */
test.describe.configure({ timeout: 180_000 });

const languages = ["en", "te", "kn", "hi"] as const;

for (const width of [390, 1280]) {
  test(`every guest page passes axe in English, Telugu, Kannada and Hindi at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await enterMenu(page);
    for (const language of languages) {
      for (const path of [
        "/guntoorlogin",
        "/guntoorprivacy",
        "/guntoormenu",
        "/guntoormenu?category=andhraSpices",
      ]) {
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expectNoAxeViolations(page);
        if (path === "/guntoormenu?category=andhraSpices")
          await shot(page, `issue29-menu-spices-${language}`);
      }
    }
    // Back to English for the other tests of this browser.
    await page.goto("/guntoormenu?lang=en");
  });
}

test("the visitor form has one <main>; the filters are a search landmark; a greyed card keeps its contrast", async ({
  page,
}) => {
  await page.goto("/guntoorlogin");
  await expect(page.locator("main")).toHaveCount(1);
  await enterMenu(page);
  await expect(page.getByRole("search")).toContainText("Not spicy");
  // Natu Kodi Pulusu is seeded out of stock: its card is greyed by its ground, not by opacity.
  await page.goto("/guntoormenu?category=andhraSpices");
  const greyed = page.locator("[data-unavailable]").first();
  await expect(greyed).toBeVisible();
  expect(await greyed.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await expectNoAxeViolations(page);
});

test("Food and Drinks follow the arrow keys, Home and End, as tabs do", async ({ page }) => {
  await enterMenu(page);
  const food = page.getByRole("tab", { name: "Food" });
  const drinks = page.getByRole("tab", { name: "Drinks" });
  await expect(food).toHaveAttribute("tabindex", "0");
  await expect(drinks).toHaveAttribute("tabindex", "-1");
  await food.focus();
  await page.keyboard.press("ArrowRight");
  await expect(drinks).toBeFocused();
  await expect(drinks).toHaveAttribute("aria-selected", "true");
  await expect(drinks).toHaveAttribute("tabindex", "0");
  await page.keyboard.press("ArrowRight");
  await expect(food).toBeFocused();
  await expect(food).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(drinks).toBeFocused();
  await page.keyboard.press("Home");
  await expect(food).toBeFocused();
});

test("the 'Without …' list fits a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterMenu(page);
  await page.locator("details[data-without] > summary").click();
  const list = page.locator("details[data-without] fieldset");
  await expect(list).toBeVisible();
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "issue29-without-390");
});

/** An IST date `days` from today, as the booking form takes it. */
const istDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** A table booking posted as the form without JavaScript posts it, from an address of its own. */
async function bookTable(page: Page, values: { name: string; phone: string; date: string; time: string }) {
  const answer = await page.request.post("/contact", {
    form: { intent: "book", party: "2", area: "garden", email: "", note: "", website: "", ...values },
    headers: { origin: new URL(page.url()).origin, "x-forwarded-for": visitorAddress() },
  });
  expect(answer.status()).toBe(200);
  const code = /[A-Z0-9]{6}/.exec(new URL(answer.url()).hash) ?? null;
  return { url: answer.url(), code };
}

for (const width of [390, 1280]) {
  test.describe(`issue 29 at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("Guests' Data: table bookings are found by phone and name, ticked, exported and deleted only for the requester", async ({
      page,
    }) => {
      await signInAs(page, "manager", { at: "/guntoormenuadmin?tab=guestData" });
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const phone = visitorPhone();
      const name = `Booker ${width}`;
      await bookTable(page, { name, phone, date: istDay(2), time: "20:00" });
      await bookTable(page, { name: "Other Name", phone, date: istDay(3), time: "20:00" });
      await page.getByLabel("Phone number").fill(phone);
      await page.getByLabel("Guest's name").fill(name.toLowerCase());
      await page.getByRole("button", { name: "Find Entries" }).click();
      const section = page.getByRole("region", { name: "Table bookings and table requests" });
      const bookings = section.getByRole("region", { name: "Table bookings for this guest" });
      await expect(bookings.getByRole("row")).toHaveCount(2);
      await expect(bookings.getByRole("cell", { name })).toBeVisible();
      await expect(page.getByText("Other Name")).toHaveCount(0);
      const exportButton = section.getByRole("button", { name: "Export Table Data (CSV)" });
      const deleteButton = section.getByRole("button", { name: "Delete Table Data" });
      await expect(exportButton).toBeDisabled();
      await expect(
        section.getByText("Tick the table bookings and table requests that are the guest's own."),
      ).toBeVisible();
      await section.getByRole("checkbox", { name: /^The guest's table booking / }).check();
      await expect(exportButton).toBeDisabled();
      await expect(section.getByText("Confirm that you checked the requester's identity.")).toBeVisible();
      await page.getByRole("checkbox", { name: /I checked that the person asking is this guest/ }).check();
      await expect(exportButton).toBeEnabled();
      await expectNoAxeViolations(page);
      await shot(page, "issue29-guest-data-tables");
      const download = page.waitForEvent("download");
      await exportButton.click();
      const csv = readFileSync((await (await download).path())!, "utf8");
      expect(csv).toContain(name);
      expect(csv).not.toContain("Other Name");
      await deleteButton.click();
      const confirm = page.getByRole("alertdialog", { name: "Delete this guest's table data" });
      await expect(confirm).toContainText(
        `Delete 1 table booking and 0 table requests of ${name.toLowerCase()}?`,
      );
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("1 table booking and 0 table requests were deleted.")).toBeVisible();
      await expect(
        section.getByText("No table bookings or table requests for this phone number and name."),
      ).toBeVisible();
      // The other guest's booking under the same phone is still there.
      await page.getByLabel("Guest's name").fill("Other Name");
      await page.getByRole("button", { name: "Find Entries" }).click();
      await expect(bookings.getByRole("cell", { name: "Other Name" })).toBeVisible();
    });

    test("tapping a dish card opens its details in a sheet: photo, description, spice, allergens, serving hours", async ({
      page,
    }) => {
      await enterMenu(page);
      await page.goto("/guntoormenu?category=andhraSpices");
      await menuScriptReady(page);
      const card = page.getByRole("article", { name: "Gongura Mutton" });
      const sheet = page.getByRole("dialog", { name: "Gongura Mutton" });
      await card.click({ position: { x: 20, y: 20 } });
      await expect(sheet).toBeVisible();
      const detail = sheet.locator("[data-dish-detail]");
      await expect(detail.getByRole("heading", { level: 2, name: "Gongura Mutton" })).toBeVisible();
      await expect(detail.locator("img").first()).toBeVisible();
      await expect(detail).toContainText("Tender mutton in tangy red sorrel leaves");
      await expect(detail.locator('[data-fact="spice"]')).toContainText("Andhra Hot");
      await expect(detail.locator('[data-fact="allergens"]')).toContainText("Contains: Mustard");
      await expect(detail.locator('[data-fact="hours"]')).toContainText(
        "Whenever we are open (11:30 AM to 10:30 PM)",
      );
      // The photo is large: the sheet's width, not the card's 96 px.
      expect((await detail.locator("img").first().boundingBox())!.width).toBeGreaterThan(300);
      const box = (await sheet.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // The page stayed where it was; the sheet took the focus.
      await expect(page).toHaveURL(/\/guntoormenu\?category=andhraSpices$/);
      await expectNoAxeViolations(page);
      await shot(page, "issue29-dish-sheet");
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await expect(card.getByRole("link", { name: "Gongura Mutton" })).toBeFocused();
      // A dish whose allergens the owner has not set says so, and by keyboard too.
      await page.goto("/guntoormenu?category=andhraMeals");
      await menuScriptReady(page);
      const plate = page.locator("[data-cards] article").first();
      const plateName = (await plate.getAttribute("aria-label"))!;
      await plate.getByRole("link").focus();
      await page.keyboard.press("Enter");
      const plateSheet = page.getByRole("dialog", { name: plateName });
      await expect(plateSheet.locator('[data-fact="allergens"]')).toHaveText(
        "AllergensNot known yet. Please ask our staff.",
      );
      await plateSheet.getByRole("button", { name: "Close" }).click();
      await expect(plateSheet).toBeHidden();
      // In Telugu: the sheet's words are the guest's.
      await page.goto("/guntoormenu?category=andhraSpices&lang=te");
      await menuScriptReady(page);
      await page.getByRole("article", { name: "గోంగూర మటన్" }).click({ position: { x: 20, y: 20 } });
      const teSheet = page.getByRole("dialog", { name: "గోంగూర మటన్" });
      await expect(teSheet.locator('[data-fact="spice"]')).toContainText("ఆంధ్రా కారం");
      await expect(teSheet.locator('[data-fact="hours"] dt')).toHaveText("వడ్డించే వేళలు");
      await expectNoAxeViolations(page);
      await shot(page, "issue29-dish-sheet-te");
      await page.goto("/guntoormenu?lang=en");
    });

    test("without JavaScript a dish card links to the dish's own page", async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await asNewVisitor(page);
      await page.goto("/guntoorlogin");
      await page.getByLabel("Your Name").fill(`No Script ${width}`);
      await page.getByLabel("Phone Number").fill(visitorPhone());
      await page.getByRole("button", { name: "View Menu" }).click();
      await page.goto("/guntoormenu?category=andhraSpices");
      await page.getByRole("article", { name: "Gongura Mutton" }).click({ position: { x: 20, y: 20 } });
      await expect(page).toHaveURL(/\/guntoormenu\/dish\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1, name: "Gongura Mutton" })).toBeVisible();
      await expect(page.locator('[data-fact="spice"]')).toContainText("Andhra Hot");
      await shot(page, "issue29-dish-page");
      // axe runs inside the page, so it checks the same page in a browser with JavaScript (same pass).
      const scripted = await browser.newContext({ viewport: { width, height: 900 } });
      await scripted.addCookies(await context.cookies());
      const same = await scripted.newPage();
      await same.goto(page.url());
      await expect(same.getByRole("heading", { level: 1, name: "Gongura Mutton" })).toBeVisible();
      await expectNoAxeViolations(same);
      await scripted.close();
      await page.getByRole("link", { name: /Back to the menu/ }).click();
      await expect(page).toHaveURL(/\/guntoormenu\?category=andhraSpices$/);
      await context.close();
    });

    test("the Add form takes a photo and asks before a price above ₹10,000; the toast stays below the header", async ({
      page,
    }) => {
      await signInAs(page, "manager", { at: "/guntoormenuadmin" });
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const name = `Photo Thali ${width} ${Date.now() % 100_000}`;
      await page.getByRole("button", { name: "Add New Item" }).click();
      const form = page.getByRole("region", { name: "Add New Item" });
      await form.getByLabel("Name", { exact: true }).fill(name);
      await form.getByLabel("Category").selectOption({ label: "Andhra Meals" });
      await form.getByLabel("Price (₹)").fill("12,500");
      const photo = form.getByLabel("Photo (JPEG, PNG or WebP, up to 5 MB)");
      // A file that is not a photo is refused at the field before anything is saved.
      await photo.setInputFiles({
        name: "menu.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("not a photo"),
      });
      await expect(form.getByText("Please upload a JPEG, PNG or WebP image.")).toBeVisible();
      const png = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } },
      })
        .png()
        .toBuffer();
      await photo.setInputFiles({ name: "thali.png", mimeType: "image/png", buffer: png });
      await form.getByRole("button", { name: "Save Item" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Confirm the price" });
      await expect(confirm).toContainText("₹12,500 is above ₹10,000. Is this the right price?");
      await expectNoAxeViolations(page);
      await shot(page, "issue29-high-price");
      // Issue 29 item 12: the toast stands below the header, never over it. Measured in the page on
      // every frame from before the click, while the toast is shown (it lives 3 s; reading two boxes
      // in two round trips once outlived it on a loaded CI machine). A toast over the header never
      // satisfies this and the wait fails.
      const below = page.waitForFunction(() => {
        const header = document.querySelector("header[data-toast-below]")?.getBoundingClientRect();
        const toast = [...document.querySelectorAll("[data-sonner-toast]")]
          .find((t) => t.textContent?.includes("Photo saved."))
          ?.getBoundingClientRect();
        return header && toast && toast.height > 0 && toast.top >= header.bottom
          ? { toastTop: toast.top, headerBottom: header.bottom }
          : false;
      });
      await confirm.getByRole("button", { name: "Save at ₹12,500" }).click();
      const { toastTop, headerBottom } = (await (await below).jsonValue()) as {
        toastTop: number;
        headerBottom: number;
      };
      expect(toastTop).toBeGreaterThanOrEqual(headerBottom);
      await shot(page, "issue29-add-photo-toast");
      await expect(form).toBeHidden();
      const row = page.getByRole("row", { name: new RegExp(name) });
      await expect(row).toContainText("₹12,500");
      // The photo went through the upload: re-encoded as WebP under the menu's photos.
      await row.getByRole("button", { name: `Edit ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Item" });
      await expect(dialog.locator('img[src^="/api/v1/menu/photos/"][src$=".webp"]')).toBeVisible();
      // The edit dialog asks again only for a new price above ₹10,000.
      await dialog.getByLabel("Price (₹)").fill("1,25,000");
      await dialog.getByRole("button", { name: "Update Item" }).click();
      const again = page.getByRole("alertdialog", { name: "Confirm the price" });
      await again.getByRole("button", { name: "Change the price" }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Price (₹)").fill("12,500");
      await dialog.getByRole("button", { name: "Update Item" }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText("₹12,500");
      await row.getByRole("button", { name: `Delete ${name}` }).click();
      await page
        .getByRole("dialog", { name: "Confirm Deletion" })
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(row).toHaveCount(0);
    });

    test("a re-import without change says 'unchanged'; chart days are DD-MM; a reversed range clears the chart", async ({
      page,
    }) => {
      await signInAs(page, "manager", { at: "/guntoormenuadmin" });
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const rows = JSON.stringify([
        {
          name: `Unchanged Soup ${width} ${Date.now() % 100_000}`,
          category: "soup",
          price_inr: 150,
          isVeg: true,
        },
      ]);
      const dialog = page.getByRole("dialog", { name: "Bulk Import" });
      const summary = dialog.getByTestId("import-summary");
      for (const round of [1, 2]) {
        await page.getByRole("button", { name: "Bulk Import" }).click();
        await dialog.getByLabel("Paste JSON data").fill(rows);
        await dialog.getByRole("button", { name: "Preview" }).click();
        await expect(dialog.getByTestId("import-preview-counts")).toHaveText(
          round === 1
            ? "1 row: 1 to add, 0 to update, 0 unchanged, 0 refused."
            : "1 row: 0 to add, 0 to update, 1 unchanged, 0 refused.",
        );
        await dialog.getByRole("button", { name: "Import Items" }).click();
        await expect(summary.getByText("Unchanged").locator("..")).toContainText(round === 1 ? "0" : "1");
        if (round === 2) {
          await expect(page.getByText("Nothing changed: 1 item was already as imported.")).toBeVisible();
          await expectNoAxeViolations(page);
          await shot(page, "issue29-import-unchanged");
        }
        await dialog.getByRole("button", { name: "Close" }).click();
      }
      // A visitor today, then the guests-per-day chart: its days read DD-MM.
      const visitor = await page.context().browser()!.newPage();
      await enterMenu(visitor, `Chart Guest ${width}`);
      await visitor.close();
      await page.getByRole("link", { name: "Customer Entries", exact: true }).click();
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
      const [year, month, day] = today.split("-");
      await page.getByLabel("Start date").fill(today);
      await page.getByLabel("End date").fill(today);
      await page.getByRole("button", { name: "Filter" }).click();
      const chart = page.getByRole("img", { name: /^Guests per day/ });
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAttribute("aria-label", new RegExp(`${day}-${month}-${year} \\d+ guests`));
      await expect(chart.locator("text")).toHaveText([`${day}-${month}`]);
      // The end before the start: the form says so and the chart goes.
      await page.getByLabel("End date").fill(istDay(-3));
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page.getByText("The start date must be on or before the end date")).toBeVisible();
      await expect(chart).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, "issue29-reversed-range");
      // The same from a link (the server's check).
      await page.goto(`/guntoormenuadmin?tab=customerEntries&start=${today}&end=${istDay(-3)}`);
      await expect(page.getByText("The start date must be on or before the end date")).toBeVisible();
      await expect(page.getByRole("img", { name: /^Guests per day/ })).toHaveCount(0);
    });

    test("the Tables tab prints every table's QR card as one PDF", async ({ page }) => {
      await signInAs(page, "manager", { at: "/guntoormenuadmin?tab=tables" });
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const tableName = `Card ${width} ${Date.now() % 100_000}`;
      await page.getByLabel("Table name").fill(tableName);
      await page.getByRole("button", { name: "Add Table" }).click();
      await expect(page.getByLabel(`Name of table ${tableName}`)).toBeVisible();
      const print = page.getByRole("link", { name: "Print QR cards (PDF)" });
      await expect(print).toHaveAttribute("href", "/api/v1/menu/table-qr-cards.pdf?per=1");
      await page.getByRole("radio", { name: "Four tables per sheet" }).check();
      await expect(print).toHaveAttribute("href", "/api/v1/menu/table-qr-cards.pdf?per=4");
      const pdf = await page.request.get((await print.getAttribute("href"))!);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
      await expectNoAxeViolations(page);
      await shot(page, "issue29-tables-print");
    });
  });
}
