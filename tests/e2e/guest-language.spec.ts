import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { asNewVisitor, fontRequests, menuScriptReady, shot, visitorPhone } from "./menu-support";
import { expectNoAxeViolations, followRedirect, installClock } from "./support";

/**
 * Issue 18 item 2: the language switcher of /guntoorlogin and /guntoormenu, with and without
 * JavaScript; each script's font is fetched only on a page in that language. Screenshots of every
 * language at 390 and 1280 px go to .tmp/screens/.
 */
test.describe.configure({ timeout: 90_000 });

const languages = [
  { code: "en", name: "English", viewMenu: "View Menu", vegOnly: "Veg Only", font: null },
  { code: "te", name: "తెలుగు", viewMenu: "మెనూ చూడండి", vegOnly: "శాకాహారం మాత్రమే", font: "telugu" },
  { code: "kn", name: "ಕನ್ನಡ", viewMenu: "ಮೆನು ನೋಡಿ", vegOnly: "ಸಸ್ಯಾಹಾರ ಮಾತ್ರ", font: "kannada" },
  { code: "hi", name: "हिन्दी", viewMenu: "मेनू देखें", vegOnly: "केवल शाकाहारी", font: "devanagari" },
] as const;

/**
 * How many faces of the switcher's own font (one per script, only its name's glyphs) loaded: each
 * language's name is drawn in its script on every page, never as boxes on a device without it.
 */
const switcherFacesLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter(
      (face) => face.family.replaceAll('"', "") === "Language Names" && face.status === "loaded",
    ).length;
  });
/** The switcher's script adds the faces after the page's load event; they load once drawn. */
const expectSwitcherFaces = (page: Page) => expect.poll(() => switcherFacesLoaded(page)).toBe(3);

/** Text (400) and labels, buttons, headings (600): both weights of the script, nothing else. */
const bothWeights = (script: string) => [`${script}-400`, `${script}-600`];

const switcher = (page: Page) =>
  page.getByRole("navigation").filter({ has: page.getByRole("link", { name: "English" }) });

test("a guest chooses తెలుగు on the visitor form; the menu follows in Telugu and finds a dish by its Telugu name", async ({
  page,
}) => {
  await asNewVisitor(page);
  await installClock(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const fonts = fontRequests(page);
  await page.goto("/guntoorlogin?table=not-a-table");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await switcher(page).getByRole("link", { name: "తెలుగు" }).click();
  await expect(page).toHaveURL(/\/guntoorlogin\?table=not-a-table$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(switcher(page).getByRole("link", { name: "తెలుగు" })).toHaveAttribute("aria-current", "true");

  // The form's checks in Telugu (its script's, before any post).
  await page.getByRole("button", { name: "మెనూ చూడండి" }).click();
  await expect(page.getByRole("alert")).toHaveText("దయచేసి అన్ని వివరాలు నింపండి.");
  await page.getByLabel("మీ పేరు").fill("Sita");
  await page.getByLabel("ఫోన్ నంబర్").fill(visitorPhone());
  await page.getByLabel("అతిథుల సంఖ్య").fill("2");
  await page.getByRole("button", { name: "మెనూ చూడండి" }).click();
  await expect(page.getByRole("status")).toHaveText("వివరాలు సేవ్ అయ్యాయి! మెనూకి తీసుకెళ్తున్నాం...");
  await followRedirect(page, /\/guntoormenu$/);

  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(page.getByRole("heading", { level: 2, name: "ఆంధ్ర భోజనం" })).toBeVisible();
  await menuScriptReady(page);
  await expect(page.getByRole("switch", { name: "కారం లేనివి" })).toBeVisible();
  await page.getByLabel("మెనూలో వెతకండి").fill("గోంగూర మటన్");
  const cards = page.getByTestId("menu-item");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName("గోంగూర మటన్");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText('"గోంగూర మటన్" కోసం 1 వంటకం దొరికింది');
  expect(await fonts()).toEqual(bothWeights("telugu"));
});

for (const width of [390, 1280]) {
  test(`each language at ${width} px: its texts, lang, its own font only, 0 axe violations`, async ({
    page,
  }) => {
    await asNewVisitor(page);
    await installClock(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/guntoorlogin");
    await page.getByLabel("Your Name").fill("Arjun");
    await page.getByLabel("Phone Number").fill(visitorPhone());
    await page.getByLabel("Number of Guests").fill("2");
    await page.getByRole("button", { name: "View Menu" }).click();
    await followRedirect(page, /\/guntoormenu$/);
    for (const language of languages) {
      for (const path of ["/guntoorlogin", "/guntoormenu"]) {
        const fonts = fontRequests(page);
        await page.goto(`${path}?lang=${language.code}`);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", language.code);
        if (path === "/guntoorlogin")
          await expect(page.getByRole("button", { name: language.viewMenu })).toBeVisible();
        else await expect(page.getByText(language.vegOnly, { exact: true })).toBeVisible();
        expect(await fonts()).toEqual(language.font ? bothWeights(language.font) : []);
        await expectSwitcherFaces(page);
        await expectNoAxeViolations(page);
        await shot(page, `lang-${path.slice(1)}-${language.code}`);
        page.removeAllListeners("request");
      }
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the switcher's links work, the choice reaches the menu, and the form answers in the language chosen", async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto("/guntoorlogin");
    await switcher(page).getByRole("link", { name: "ಕನ್ನಡ" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "kn");
    await page.getByRole("button", { name: "ಮೆನು ನೋಡಿ" }).click();
    await expect(page.getByRole("alert")).toContainText("ದಯವಿಟ್ಟು ಎಲ್ಲಾ ವಿವರಗಳನ್ನು ಭರ್ತಿ ಮಾಡಿ.");
    await page.getByLabel("ನಿಮ್ಮ ಹೆಸರು").fill("Kiran");
    await page.getByLabel("ಫೋನ್ ಸಂಖ್ಯೆ").fill(visitorPhone());
    await page.getByRole("button", { name: "ಮೆನು ನೋಡಿ" }).click();
    await expect(page.getByRole("status")).toHaveText("ವಿವರಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ! ಮೆನುಗೆ ಕರೆದೊಯ್ಯಲಾಗುತ್ತಿದೆ...");
    // The page's own refresh (a <meta> inside <noscript>) after 1.5 s.
    await expect(page).toHaveURL(/\/guntoormenu$/, { timeout: 10_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", "kn");
    await expect(page.getByRole("heading", { level: 2, name: "ಆಂಧ್ರ ಊಟ" })).toBeVisible();
    await switcher(page).getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/guntoormenu$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 2, name: "आंध्र थाली" })).toBeVisible();
    await expect(page.getByText("गुंटूर शाकाहारी थाली")).toBeVisible();
    await shot(page, "lang-nojs-menu-hi");
  });
});
