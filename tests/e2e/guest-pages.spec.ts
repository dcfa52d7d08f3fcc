import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { asNewVisitor, visitorPhone } from "./menu-support";

// Issue 17: the guests' pages work as plain HTML first, with JavaScript off and with their scripts
// blocked (a failed or aborted request), and with JavaScript they load no React.

const luxeAlts = (page: Page) =>
  page.locator(".gallery-slide img").evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt));

async function galleryInOrder(page: Page, count: number) {
  const slides = page.locator(".gallery-slide");
  await expect(slides).toHaveCount(count);
  const alts = await luxeAlts(page);
  expect(alts).toHaveLength(count);
  expect(alts.every((alt) => alt.length > 0)).toBe(true);
  await expect(page.locator(".gallery-thumbnail")).toHaveCount(count);
  // The slideshow's controls need its script; the pictures do not.
  await expect(page.getByRole("button", { name: "Next picture" })).toBeHidden();
  await expect(slides.first().locator("img")).toBeVisible();
  // A thumbnail is a link to its picture, which the row scrolls to.
  await page.getByRole("link", { name: "Go to Slide 5", exact: true }).click();
  await expect(page).toHaveURL(/#gallery-heading-slide-5$|#luxe-gallery-heading-slide-5$/);
  await expect(slides.nth(4).locator("img")).toBeInViewport({ ratio: 0.9 });
}

async function pagesWork(page: Page) {
  await asNewVisitor(page);
  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eden's Special");
  await page.getByRole("link", { name: "View More" }).click();
  await expect(page).toHaveURL(/\/guntoorlogin$/);

  await page.goto("/luxe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Luxe Hall");
  await expect(page.getByTestId("occasions").getByText("Milestone Celebrations")).toBeVisible();
  await galleryInOrder(page, 15);
  await page.getByRole("link", { name: "send us a message" }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await page.goto("/gallery");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Gallery");
  await galleryInOrder(page, 31);
  const first = await luxeAlts(page);
  expect(first[0]).toBe("Lanterns strung between 80-year-old rain trees at dusk");
  expect(first[1]).toBe("Andhra meals served with pappu, rasam and pickles");

  // The visitor form posts as a plain form: the server checks it, then the menu opens.
  await page.goto("/guntoorlogin");
  await page.getByRole("button", { name: "View Menu" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all fields.");
  await page.getByLabel("Your Name").fill("Lakshmi");
  await page.getByLabel("Phone Number").fill(visitorPhone());
  await page.getByRole("button", { name: "View Menu" }).click();
  await expect(page.getByRole("status")).toHaveText("Entry saved successfully! Redirecting...");

  // The contact form posts as a plain form: the server checks it with spec 5's messages.
  await page.goto("/contact");
  await page.getByLabel("Name *", { exact: true }).fill("Kavya Iyer");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields.");
  await expect(page.getByLabel("Email *", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Name *", { exact: true })).toHaveValue("Kavya Iyer");
}

for (const vp of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test.describe(`${vp.name} ${vp.width}px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test("/menu, /luxe, /gallery, /guntoorlogin and /contact: links navigate, pictures show in order, forms post", async ({
        page,
      }) => {
        await pagesWork(page);
      });
    });

    test("with every page script's request aborted the pages still work", async ({ page }) => {
      const aborted: string[] = [];
      await page.route("**/assets/*.js", (route) => {
        aborted.push(new URL(route.request().url()).pathname);
        return route.abort("blockedbyclient");
      });
      await pagesWork(page);
      expect(aborted.length).toBeGreaterThan(0);
    });
  });
}

test("with JavaScript: no React on /menu, /luxe, /gallery, /contact and /guntoorlogin, only their own scripts", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  for (const path of ["/menu", "/luxe", "/gallery", "/contact", "/guntoorlogin"]) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    expect(scripts.filter((s) => /entry\.client|jsx-runtime|react-dom|chunk-/.test(s))).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test.describe("contact: the spam check's widget loads with the form's first use, not with the page", () => {
  for (const vp of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`${vp.width}px: first focus, or the visitor scrolling the form into view`, async ({ page }) => {
      await page.setViewportSize(vp);
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
      });
      const altcha = () => scripts.filter((s) => /\/altcha-[\w-]+\.js$/.test(s));
      await page.goto("/contact", { waitUntil: "networkidle" });
      expect(altcha()).toEqual([]);
      await page.getByLabel("Name *", { exact: true }).focus();
      await expect.poll(altcha).toHaveLength(1);
      await expect(page.locator("altcha-widget")).toBeAttached();

      scripts.length = 0;
      await page.goto("/contact", { waitUntil: "networkidle" });
      expect(altcha()).toEqual([]);
      await page.getByRole("button", { name: "Send Message" }).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 400);
      await expect.poll(altcha).toHaveLength(1);
    });
  }
});
