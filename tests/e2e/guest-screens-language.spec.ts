import { expect, test } from "./fixtures";
import { asNewVisitor, fontRequests, shot } from "./menu-support";
import { expectNoAxeViolations } from "./support";

/**
 * Issue 18: the privacy page and a guests' 404 in the language the guest chose (cookie menu_lang):
 * `lang`, that script's font only, 0 axe violations. Screenshots go to .tmp/screens/.
 */
for (const width of [390, 1280]) {
  test(`the privacy page in Telugu at ${width} px: lang=te, Telugu texts and font, 0 axe violations`, async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/guntoorprivacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
    const fonts = fontRequests(page);
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "తెలుగు" }).click();
    await expect(page).toHaveURL(/\/guntoorprivacy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    await expect(page.getByRole("heading", { level: 1, name: "గోప్యతా ప్రకటన" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "మేము సేకరించేవి" })).toBeVisible();
    await expect(page.getByText("180 రోజులు. ఆ తర్వాత మీ నమోదు దానంతట అదే తొలగిపోతుంది.")).toBeVisible();
    expect(await fonts()).toEqual(["telugu-400", "telugu-600"]);
    await expectNoAxeViolations(page);
    await shot(page, "privacy-te");

    // A mistyped guests' address in the same language.
    const missing = await page.goto("/guntoormenu/no-such-page");
    expect(missing?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    await expect(page.getByRole("heading", { level: 1, name: "404 - పేజీ కనబడలేదు" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "not-found-te");
  });
}
