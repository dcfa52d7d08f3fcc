import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { asNewVisitor, enterMenu, menuScriptReady, visitorPhone } from "./menu-support";
import { expectNoAxeViolations, signInAs } from "./support";

// Issue 17: /guntoormenu is served without React; its script only enhances a page that works as
// links and a GET form. Issue 18 item 3: the guests' 'Not spicy' and 'Without …' filters.

const SPICY = "Chicken Curry Meals";
const WITH_MILK = "Guntoor Veg Meals";
/** A veg meal the owner marks not spicy and free of the twelve allergens: it passes every filter. */
const FITS = "Mini Veg Meals";

/**
 * The owner sets two Andhra meals' facts so each filter has a known answer (issue 29: the seed's
 * facts may change; a dish whose allergens are not set is never in 'Without …'): SPICY is Hot and
 * contains none of the allergens, WITH_MILK is not spicy and contains milk, FITS neither.
 */
async function markDishes(browser: Browser) {
  // The admin panel is a React app: JavaScript on, whatever the first test's options.
  const page = await browser.newPage({ javaScriptEnabled: true });
  await signInAs(page, "manager", { at: "/guntoormenuadmin?category=andhraMeals" });
  const edit = async (dish: string, change: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>) => {
    const dialog = page.getByRole("dialog", { name: "Edit Item" });
    // The admin panel hydrates after it shows: a click before that opens nothing.
    await expect(async () => {
      await page.getByRole("button", { name: `Edit ${dish}` }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    await change(dialog);
    await page.getByRole("button", { name: "Update Item" }).click();
    await expect(dialog).toHaveCount(0);
  };
  await edit(SPICY, async (dialog) => {
    await dialog.getByLabel("Spice level").selectOption("hot");
    await dialog.getByRole("radio", { name: "Contains none" }).check();
  });
  await edit(WITH_MILK, async (dialog) => {
    await dialog.getByLabel("Spice level").selectOption("none");
    await dialog.getByRole("radio", { name: "Contains the ticked ones" }).check();
    await dialog.getByLabel("Milk", { exact: true }).check();
  });
  await edit(FITS, async (dialog) => {
    await dialog.getByLabel("Spice level").selectOption("none");
    await dialog.getByRole("radio", { name: "Contains none" }).check();
  });
  await page.close();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  await markDishes(browser);
});

/** A visitor pass for this browser, from the visitor form's plain post. */
async function withPass(page: Page) {
  const address = await asNewVisitor(page);
  const entry = await page.request.post("/guntoorlogin", {
    form: { customerName: "Static Guest", phoneNumber: visitorPhone(), numGuests: "2" },
    headers: { "x-forwarded-for": address },
  });
  expect(entry.status()).toBe(200);
}

const card = (page: Page, name: string) => page.getByRole("article", { name });
/** The 'Without …' list's disclosure (a <summary>). */
const withoutList = (page: Page) => page.locator("summary", { hasText: "Without …" });

/** The page's query holds these parameters, in any order. */
async function expectQuery(page: Page, expected: string) {
  const query = () => [...new URL(page.url()).searchParams].map(([k, v]) => `${k}=${v}`).sort();
  await expect.poll(query).toEqual(expect.arrayContaining(expected.split("&")));
}

/** The spec's texts and the default category's list, as the server renders them. */
async function listAndTexts(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Guntoor" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Andhra Meals" })).toBeVisible();
  await expect(card(page, "Guntoor Veg Meals").getByText("₹320")).toBeVisible();
  await expect(card(page, SPICY).getByText("Spice level: Hot")).toBeAttached();
  await expect(card(page, WITH_MILK).getByText("Contains:")).toBeVisible();
  expect(await page.getByTestId("menu-item").count()).toBeGreaterThanOrEqual(6);
  for (const text of [
    "All prices are in Indian rupees and are subject to 5% GST and 10% service charge.",
    "The management is not responsible for the loss of any valuables.",
    "Ask our staff about allergens before ordering.",
  ])
    await expect(page.getByText(text)).toBeVisible();
}

/** Without the page's script: every filter by sending the form, categories by link or button. */
async function filtersBySubmit(page: Page) {
  const apply = page.getByRole("button", { name: "Apply" });
  // Nothing to apply yet: the button shows once a filter differs from the page's.
  await expect(apply).toHaveCount(0);
  await page.getByRole("switch", { name: "Not spicy" }).check();
  await apply.click();
  await expect(page).toHaveURL(/[?&]notSpicy=1/);
  await expect(card(page, SPICY)).toHaveCount(0);
  await expect(card(page, WITH_MILK)).toBeVisible();
  await expect(page.getByRole("switch", { name: "Not spicy" })).toBeChecked();

  await withoutList(page).click();
  await page.getByRole("checkbox", { name: "Milk", exact: true }).check();
  await page.getByRole("group", { name: "Without …" }).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]without=milk/);
  await expect(card(page, WITH_MILK)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Andhra Meals" })).toBeVisible();

  await page.getByRole("switch", { name: "Veg Only" }).check();
  await apply.click();
  await expect(page).toHaveURL(/[?&]veg=1/);
  await expect(page.locator('[data-marker="non-veg"]')).toHaveCount(0);
  await expect(card(page, FITS)).toBeVisible();

  // The search is part of the same form: Enter sends it with the filters.
  await page.getByLabel("Search the menu").fill("meals");
  await page.getByLabel("Search the menu").press("Enter");
  await expect(page).toHaveURL(/[?&]q=meals/);
  await expect(page.getByRole("heading", { level: 2, name: /items? found for "meals"/ })).toBeVisible();
  await expect(card(page, FITS)).toBeVisible();
  await expect(card(page, WITH_MILK)).toHaveCount(0);
  await page.getByLabel("Search the menu").fill("zzqx");
  await page.getByLabel("Search the menu").press("Enter");
  await expect(page.getByText('No items found matching "zzqx"')).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page.getByRole("heading", { level: 2, name: "Andhra Meals" })).toBeVisible();
}

for (const width of [390, 1280]) {
  test.describe(`/guntoormenu at ${width} px`, () => {
    test.use({ viewport: { width, height: 860 } });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the list, the spec's texts, every filter by sending the form, categories by link", async ({
        page,
      }) => {
        await withPass(page);
        await page.goto("/guntoormenu");
        await listAndTexts(page);
        // (axe needs JavaScript in the page: the run with the script aborted checks this markup.)
        await filtersBySubmit(page);
        // A category link keeps the filters.
        await page
          .getByRole("navigation", { name: "All categories" })
          .getByRole("link", { name: "Biryani", exact: true })
          .click();
        await expectQuery(page, "category=biryani&veg=1&notSpicy=1&without=milk");
        await expect(page.getByRole("heading", { level: 2, name: "Biryani" })).toBeVisible();
        await expect(page.getByRole("switch", { name: "Veg Only" })).toBeChecked();
      });
    });

    test("with the page's script request aborted: the list, filters by submit, tabs and categories", async ({
      page,
    }) => {
      const aborted: string[] = [];
      await page.route("**/assets/*.js", (route) => {
        aborted.push(new URL(route.request().url()).pathname);
        return route.abort("blockedbyclient");
      });
      await withPass(page);
      await page.goto("/guntoormenu");
      await listAndTexts(page);
      await expectNoAxeViolations(page);
      expect(aborted.some((path) => /\/assets\/menu-[\w-]+\.js$/.test(path))).toBe(true);
      await filtersBySubmit(page);
      // The tabs are links.
      await page.getByRole("tab", { name: "Drinks" }).click();
      await expect(page).toHaveURL(/category=nonAlcoholicBeverages/);
      await expect(page.getByRole("heading", { level: 2, name: "Non-Alcoholic Beverages" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Drinks", selected: true })).toBeVisible();
      await expect(page.getByRole("switch", { name: "Veg Only" })).toHaveCount(0);
      // The category buttons send their category with the filters; on phones from the sheet,
      // which the browser opens itself.
      if (width < 768) {
        await page.getByRole("button", { name: "Categories" }).click();
        const sheet = page.getByRole("dialog", { name: "Categories" });
        await expect(sheet).toBeVisible();
        await sheet.getByRole("button", { name: "Signature Mocktails" }).click();
      } else {
        await page
          .getByRole("navigation", { name: "Categories" })
          .getByRole("button", { name: "Signature Mocktails" })
          .click();
      }
      await expectQuery(page, "category=signatureMocktails&veg=1&notSpicy=1&without=milk");
      await expect(page.getByRole("heading", { level: 2, name: "Signature Mocktails" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("'Not spicy' and 'Without …' apply at once with the script, with the search and Veg Only", async ({
      page,
    }) => {
      await enterMenu(page);
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
      const url = page.url();
      await expect(card(page, SPICY)).toBeVisible();
      await page.getByRole("switch", { name: "Not spicy" }).click();
      await expect(page.getByRole("switch", { name: "Not spicy" })).toHaveAttribute("aria-checked", "true");
      await expect(card(page, SPICY)).toHaveCount(0);
      await expect(card(page, WITH_MILK)).toBeVisible();

      await withoutList(page).click();
      await page.getByRole("checkbox", { name: "Milk", exact: true }).check();
      await expect(card(page, WITH_MILK)).toHaveCount(0);
      // Sent without the script only: with it there is nothing to apply.
      await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("checkbox", { name: "Milk", exact: true })).toBeHidden();

      // The filters hold for search results and other categories too.
      await page.getByLabel("Search the menu").fill("meals");
      await expect(page.getByRole("heading", { level: 2, name: /items? found for "meals"/ })).toBeVisible();
      await expect(card(page, SPICY)).toHaveCount(0);
      await expect(card(page, WITH_MILK)).toHaveCount(0);
      await page.getByRole("button", { name: "Clear search" }).click();
      await page.getByRole("switch", { name: "Not spicy" }).click();
      await expect(card(page, SPICY)).toBeVisible();
      await expect(card(page, WITH_MILK)).toHaveCount(0);

      expect(page.url()).toBe(url);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
    });
  });
}

test("with JavaScript: no React on /guntoormenu, only its own scripts", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  await withPass(page);
  await page.goto("/guntoormenu", { waitUntil: "networkidle" });
  await menuScriptReady(page);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  // The menu's script and the language switcher's (its names' fonts, after the first paint).
  expect(scripts.sort()).toEqual([
    expect.stringMatching(/^\/assets\/language-names-[\w-]+\.js$/),
    expect.stringMatching(/^\/assets\/menu-[\w-]+\.js$/),
  ]);
  expect(errors).toEqual([]);
});

test("reached by the admin panel's 'Public menu' link (inside the running app) the menu works the same", async ({
  page,
}) => {
  await withPass(page);
  await signInAs(page, "manager", { at: "/guntoormenuadmin" });
  await page.getByRole("link", { name: "Public menu" }).click();
  await expect(page).toHaveURL(/\/guntoormenu$/);
  await menuScriptReady(page);
  await expect(page.getByRole("heading", { level: 2, name: "Andhra Meals" })).toBeVisible();
  await page.getByRole("switch", { name: "Not spicy" }).click();
  await expect(card(page, SPICY)).toHaveCount(0);
  await page.getByLabel("Search the menu").fill("biryani");
  await expect(page.getByRole("heading", { level: 2, name: /items found for "biryani"/ })).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await page.getByRole("tab", { name: "Drinks" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Non-Alcoholic Beverages" })).toBeVisible();
  await expect(page).toHaveURL(/\/guntoormenu$/);
});

test("the page carries only its category's cards; the script fetches every card once, and without them asks the server", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/guntoormenu/cards") fetched.push(r.url());
  });
  await withPass(page);
  // A shared link's page: Biryani only, yet search finds a drink and the tabs switch at once.
  await page.goto("/guntoormenu?category=biryani");
  await menuScriptReady(page);
  await expect(page.getByRole("heading", { level: 2, name: "Biryani" })).toBeVisible();
  const url = page.url();
  await page.getByLabel("Search the menu").fill("filter coffee");
  await expect(card(page, "Filter Coffee")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await page.getByRole("tab", { name: "Drinks" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Non-Alcoholic Beverages" })).toBeVisible();
  expect(page.url()).toBe(url);
  expect(fetched).toHaveLength(1);

  // The cards cannot be fetched (blocked, offline): tabs and the search go to the server.
  const blocked = await page.context().newPage();
  await blocked.route("**/guntoormenu/cards", (route) => route.abort());
  await blocked.goto("/guntoormenu");
  await menuScriptReady(blocked);
  await blocked.getByRole("tab", { name: "Drinks" }).click();
  await expect(blocked).toHaveURL(/category=nonAlcoholicBeverages/);
  await expect(blocked.getByRole("heading", { level: 2, name: "Non-Alcoholic Beverages" })).toBeVisible();
  await blocked.getByLabel("Search the menu").fill("biryani");
  await blocked.getByLabel("Search the menu").press("Enter");
  await expect(blocked).toHaveURL(/q=biryani/);
  await expect(blocked.getByRole("heading", { level: 2, name: /items found for "biryani"/ })).toBeVisible();

  // A search sent while the cards are still on their way goes to the server once they fail
  // (in CI, Enter once came before the failure and the search stayed on the page's own cards).
  const slow = await page.context().newPage();
  let fail!: () => void;
  const failing = new Promise<void>((resolve) => {
    fail = resolve;
  });
  await slow.route("**/guntoormenu/cards", async (route) => {
    await failing;
    await route.abort();
  });
  await slow.goto("/guntoormenu");
  await menuScriptReady(slow);
  await slow.getByLabel("Search the menu").fill("biryani");
  await slow.getByLabel("Search the menu").press("Enter");
  await expect(slow).toHaveURL(/\/guntoormenu$/);
  fail();
  await expect(slow).toHaveURL(/q=biryani/);
  await expect(slow.getByRole("heading", { level: 2, name: /items found for "biryani"/ })).toBeVisible();
});
