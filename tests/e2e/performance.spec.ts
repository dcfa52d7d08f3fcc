import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support";

// Issue 6 (performance) and issue 5's JavaScript target, in a real browser.

async function overlayWorks(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Menu" });
  // Found by its attribute: while open, the rest of the page is hidden from the accessibility tree.
  const trigger = page.locator("a[data-menu-trigger]");
  await expect(dialog).toHaveCount(0);
  await page.getByRole("link", { name: "Open menu" }).click();
  await expect(dialog).toBeVisible();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await expect(dialog.getByRole("link")).toHaveText(["Home", "About", "Gallery", "Luxe", "Contact Us"]);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
}

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/ ships no React: only the overlay's small script, which keeps focus, Escape and links", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/static-nav-[\w-]+\.js$/);
    await expect(page.locator("script[type=module]")).toHaveCount(0);
    await overlayWorks(page);
    await page.getByRole("link", { name: "Open menu" }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator("#about")).toBeInViewport();
    expect(violations).toEqual([]);
  });

  test("the overlay of the other pages served without React behaves the same", async ({ page }) => {
    for (const path of ["/luxe", "/gallery", "/contact", "/menu", "/guntoorlogin"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await overlayWorks(page);
    }
  });

  test("reached by a client-side navigation, / keeps working inside the running app", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The guests' pages are all served without React now: the 404 page still runs the app.
    await page.goto("/no-such-page", { waitUntil: "networkidle" });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Key To Fine Dining");
    // Still the same document: no full page load happened.
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await overlayWorks(page);
    expect(errors).toEqual([]);
  });

  test("a page answered 304 on reload still runs its scripts under the CSP", async ({ page }) => {
    // Chromium reports a revalidated page with its stored status and headers: a 304 shows as the
    // stored 200 carrying the first response's nonce, a fresh 200 would carry a new one.
    const seen: { ifNoneMatch?: string; etag?: string; csp?: string }[] = [];
    page.on("response", async (r) => {
      if (new URL(r.url()).pathname !== "/gallery") return;
      const sent = await r.request().allHeaders();
      seen.push({
        ifNoneMatch: sent["if-none-match"],
        etag: r.headers().etag,
        csp: r.headers()["content-security-policy"],
      });
    });
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto("/gallery", { waitUntil: "networkidle" });
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[0]!.etag).toMatch(/^W\//);
    expect(seen[1]!.ifNoneMatch).toBe(seen[0]!.etag);
    expect(seen[1]!.csp).toBe(seen[0]!.csp);
    // The slideshow's controls appear once its script has run.
    await page.getByRole("button", { name: "Next picture" }).click();
    await expect(page.locator(".gallery-index-current")).toHaveText("2");
    expect(violations).toEqual([]);
  });
});
