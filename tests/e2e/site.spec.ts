import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, installClock } from "./support";

const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

async function footerChecks(page: Page) {
  const footer = page.locator("footer");
  await expect(footer.getByRole("heading", { name: "Contact Us for Reservations" })).toBeVisible();
  await expect(footer.getByText("14 Cunningham Road, Vasanth Nagar")).toBeVisible();
  await expect(footer.getByRole("link", { name: "+91 80 4123 5678" })).toHaveAttribute(
    "href",
    "tel:+918041235678",
  );
  await expect(footer.getByText("Old trees, slow evenings and food worth staying for.")).toBeVisible();
  for (const name of ["Eden on Facebook (opens in a new tab)", "Eden on Instagram (opens in a new tab)"]) {
    const link = footer.getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(footer.getByRole("heading", { name: "Working Hours" })).toBeVisible();
  await expect(footer.getByText("Monday to Sunday")).toBeVisible();
  await expect(footer.getByText("12:00 pm to 11:30 pm")).toBeVisible();
  await expect(footer.getByText("© 2025 Eden. All rights reserved.")).toBeVisible();
}

/**
 * Moves the slideshow with `input` until it shows picture `expected`: the page's clock
 * (installClock) first lets the slide before it finish, and an input the slideshow did not take
 * is given again until the picture changes, never once it has.
 */
async function slideTo(page: Page, expected: string, input: () => Promise<unknown>) {
  const index = page.locator(".gallery-index-current");
  await page.clock.fastForward(600);
  await expect(async () => {
    if ((await index.textContent()) !== expected) await input();
    await expect(index).toHaveText(expected, { timeout: 300 });
  }).toPass();
}

for (const vp of viewports) {
  test.describe(`${vp.name} ${vp.width}px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test("home: every section in the spec's order, the hero preloaded and never lazy, axe clean", async ({
      page,
    }) => {
      await page.goto("/");
      await expect(page).toHaveTitle("Eden — Bengaluru's Hidden Nest | Garden Restaurant on Cunningham Road");
      const hero = page.locator("section[aria-label='Welcome to Eden'] img");
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("loading", "eager");
      const preloads = page.locator("link[rel=preload][as=image]");
      await expect(preloads).toHaveCount(2);
      await expect(preloads.first()).toHaveAttribute("imagesrcset", /splash-portrait-480\.avif/);
      await expect(preloads.first()).toHaveAttribute("fetchpriority", "high");
      await expect(preloads.last()).toHaveAttribute("imagesrcset", /splash-640\.avif/);
      // Phones get the portrait picture, wide screens the landscape one, both AVIF.
      await expect
        .poll(() => hero.evaluate((img) => (img as HTMLImageElement).currentSrc))
        .toMatch(vp.width < 500 ? /splash-portrait-\d+\.avif$/ : /splash-\d+\.avif$/);
      await expect(page.getByText("Bengaluru's Hidden Nest", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Key To Fine Dining");
      await expect(page.getByRole("link", { name: "Explore Menu" })).toHaveAttribute("href", "/menu");
      const headings = await page.locator("main h1, main h2, main h3").allTextContents();
      const order = [
        "The Key To Fine Dining",
        "Gourmet Experience",
        "Charted Memories",
        "Unique Culinary Experience",
        "Eden, Cunningham Road",
        "Eden Express, Skyline Mall",
        "Eden Tiffin Room, Skyline Mall",
        "Crafted Drinks",
        "Wine & Beer",
        "Cocktails",
        "Find Us",
        "A Reflection of You",
      ];
      expect(headings.filter((h) => order.includes(h))).toEqual(order);
      await expect(
        page.getByText("Andhra, Chinese, North Indian, Italian, Indian Wok, Alcohol"),
      ).toBeVisible();
      for (const item of ["Champagne", "Danzante", "LIIT", "Tequilla Sunrise", "Blue Lagoon"]) {
        await expect(page.getByText(item, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "View More" })).toHaveAttribute("href", "/menu");
      const about = page.locator("#about");
      for (const fact of [
        "Seats 400 patrons",
        "3 private pavilions for 15, 20 and 30 guests",
        "Valet parking at the entrance",
        "A lounge bar and a hookah salon",
        "Trees aged 80+ years",
      ]) {
        await expect(about.getByText(fact, { exact: true })).toBeVisible();
      }
      await expect(about.getByText(/Established on 6 May 1995/)).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Visit Us (directions open in a new tab)" }),
      ).toHaveAttribute("target", "_blank");
      await expect(page.getByText(/about 2500 sq\. ft\./)).toBeVisible();
      await footerChecks(page);
      await expectNoAxeViolations(page);
    });

    test("menu page: 'Eden's Special' with its two lists and a View More button", async ({ page }) => {
      await page.goto("/menu");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eden's Special");
      await expect(page.getByRole("heading", { name: "Fiery Flavors of The Deccan" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Imperial Flavors of the North" })).toBeVisible();
      for (const item of [
        "Andhra Meals",
        "The King of Eden",
        "Ghee Roast",
        "Dal Masala",
        "Choice of Breads",
        "Tandoori",
      ]) {
        await expect(page.getByText(item, { exact: true })).toBeVisible();
      }
      await expect(page.getByText("$", { exact: false })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "View More" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("Luxe page: Schedule a Tour, the occasions section word for word, a 15-photo gallery", async ({
      page,
    }) => {
      await page.goto("/luxe");
      await expect(page.getByRole("link", { name: "Schedule a Tour" })).toHaveAttribute("href", "/luxe");
      await expect(page.getByRole("heading", { name: "Celebrate Life's Moments at Luxe" })).toBeVisible();
      await expect(
        page.getByText(
          "Experience unparalleled elegance for every special occasion. Create lasting memories in our sophisticated setting.",
        ),
      ).toBeVisible();
      await expect(page.getByTestId("occasions").locator("li")).toHaveText([
        "Anniversaries",
        "Birthdays",
        "Corporate Events",
        "Engagements",
        "After Parties",
        "Milestone Celebrations",
      ]);
      await expect(page.getByRole("heading", { name: "Our Gallery" })).toBeVisible();
      await expect(page.locator(".gallery-index")).toHaveText("1 / 15");
      await expect(page.locator(".gallery-thumbnail")).toHaveCount(15);
      await expectNoAxeViolations(page);
    });

    test("Luxe page scrolls back to the top on load, even where the browser would restore the position", async ({
      page,
    }) => {
      await page.goto("/luxe", { waitUntil: "networkidle" });
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
      // A reload restores the scroll position (React Router's scroll restoration); the page then
      // scrolls itself smoothly to the top.
      await page.reload({ waitUntil: "networkidle" });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page
        .getByRole("link", { name: "Schedule a Tour" })
        .evaluate((a) => (a as HTMLAnchorElement).click());
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("gallery: 31 pictures with alt text, arrows, keyboard, play/pause and fullscreen", async ({
      page,
    }) => {
      await installClock(page);
      await page.goto("/gallery", { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Gallery");
      await expect(page.locator(".gallery-index")).toHaveText("1 / 31");
      await expect(page.locator(".gallery-thumbnail")).toHaveCount(31);
      const current = page.locator(".gallery-slide.is-current img");
      await expect(current).toHaveAttribute("alt", "Lanterns strung between 80-year-old rain trees at dusk");
      await expect(current).toHaveAttribute("fetchpriority", "high");
      await page.getByRole("button", { name: "Next picture" }).click();
      await expect(page.locator(".gallery-index-current")).toHaveText("2");
      await expect(page.locator(".gallery-slide.is-current img")).toHaveAttribute(
        "alt",
        "Andhra meals served with pappu, rasam and pickles",
      );
      await slideTo(page, "1", () => page.getByRole("button", { name: "Previous picture" }).click());
      await page.getByRole("button", { name: "Next picture" }).focus();
      await slideTo(page, "2", () => page.keyboard.press("ArrowRight"));
      await slideTo(page, "1", () => page.keyboard.press("ArrowLeft"));
      await page.clock.fastForward(600);
      await page
        .getByRole("navigation", { name: "Thumbnail Navigation" })
        .getByRole("link", { name: "Go to Slide 5", exact: true })
        .click();
      await expect(page.locator(".gallery-index-current")).toHaveText("5");
      await page.getByRole("button", { name: "Play slideshow" }).click();
      await expect(page.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
      // The slideshow's 4 s between pictures, on the page's clock.
      await page.clock.fastForward(4000);
      await expect(page.locator(".gallery-index-current")).toHaveText("6", { timeout: 8000 });
      await page.getByRole("button", { name: "Pause slideshow" }).click();
      await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
      await page.getByRole("button", { name: "Open fullscreen" }).click();
      await expect(page.locator(".eden-gallery.is-fullscreen")).toBeVisible();
      await page.getByRole("button", { name: "Exit fullscreen" }).click();
      await expect(page.locator(".eden-gallery.is-fullscreen")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("contact page: the captcha statement links open in a new tab; axe clean", async ({ page }) => {
      await page.goto("/contact");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
      const statement = page.getByTestId("captcha-statement");
      await expect(statement).toContainText("This form is protected by ALTCHA");
      for (const [name, href] of [
        ["Privacy Policy (opens in a new tab)", "https://altcha.org/privacy-policy/"],
        ["Terms of Service (opens in a new tab)", "https://altcha.org/terms-of-service/"],
      ] as const) {
        const link = statement.getByRole("link", { name });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
      await expect(page.getByLabel("Message *")).toHaveAttribute("rows", "4");
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("navbar", () => {
  test("desktop: logo, Home, About, Gallery, Luxe, then Contact Us and Book Table to /contact", async ({
    page,
  }) => {
    await page.goto("/gallery");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Eden, home" })).toHaveAttribute("href", "/");
    for (const [name, href] of [
      ["Home", "/"],
      ["About", "/#about"],
      ["Gallery", "/gallery"],
      ["Luxe", "/luxe"],
      ["Contact Us", "/contact"],
      ["Book Table", "/contact"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator("#about")).toBeInViewport();
  });

  test.describe("phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu icon opens a full-screen overlay; focus stays inside; Escape, the close icon and a link close it", async ({
      page,
    }) => {
      await page.goto("/", { waitUntil: "networkidle" });
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await expect(dialog).toHaveCount(0);
      await page.getByRole("link", { name: "Open menu" }).click();
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      await expect(dialog.getByRole("link")).toHaveText(["Home", "About", "Gallery", "Luxe", "Contact Us"]);
      for (let i = 0; i < 7; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      await page.getByRole("link", { name: "Open menu" }).click();
      await dialog.getByRole("button", { name: "Close menu" }).click();
      await expect(dialog).toHaveCount(0);

      await page.getByRole("link", { name: "Open menu" }).click();
      await dialog.getByRole("link", { name: "Luxe" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/luxe$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Luxe Hall");
    });
  });
});

// Issue 12, item 21: spec 2.2 'The page scrolls smoothly to the top on load' (on /luxe), a jump
// for visitors who ask for reduced motion.
test.describe("Luxe page: the scroll to the top on load", () => {
  type Seen = { positions: number[]; behaviors: string[] };
  /** Records every scroll position the page shows (one sample per frame) and each scrollTo's behavior. */
  async function recordScroll(page: Page) {
    await page.addInitScript(() => {
      const seen: Seen = { positions: [], behaviors: [] };
      (window as unknown as { scrollSeen: Seen }).scrollSeen = seen;
      const sample = () => {
        const y = Math.round(window.scrollY);
        if (seen.positions.at(-1) !== y) seen.positions.push(y);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      const scrollTo = window.scrollTo.bind(window);
      window.scrollTo = ((...args: [ScrollToOptions] | [number, number]) => {
        seen.behaviors.push(typeof args[0] === "object" ? (args[0].behavior ?? "auto") : "auto");
        return (scrollTo as (...a: unknown[]) => void)(...args);
      }) as typeof window.scrollTo;
    });
  }
  const seen = (page: Page) => page.evaluate(() => (window as unknown as { scrollSeen: Seen }).scrollSeen);
  async function scrollTo(page: Page, y: number) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    await page.evaluate(() => {
      const s = (window as unknown as { scrollSeen: Seen }).scrollSeen;
      s.positions.length = 0;
      s.behaviors.length = 0;
    });
  }

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test.describe(`prefers-reduced-motion: ${reducedMotion}`, () => {
      test.use({ reducedMotion });
      const smooth = reducedMotion === "no-preference";

      /** Smooth: frames between the start and the top. Reduced motion: a jump, asked for as one. */
      async function expectScrolledToTop(page: Page, from: number) {
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        const { positions, behaviors } = await seen(page);
        const between = positions.filter((y) => y > 0 && y < from);
        if (smooth) {
          expect(behaviors).toContain("smooth");
          expect(between.length).toBeGreaterThan(3);
        } else {
          expect(behaviors).toContain("instant");
          expect(behaviors).not.toContain("smooth");
          expect(between).toEqual([]);
        }
      }

      test(`reload, Schedule a Tour and the header's Luxe link ${smooth ? "scroll smoothly" : "jump"} to the top`, async ({
        page,
      }) => {
        await recordScroll(page);
        await page.goto("/luxe", { waitUntil: "networkidle" });
        await scrollTo(page, 1500);
        await page.reload({ waitUntil: "networkidle" });
        await expectScrolledToTop(page, 1500);

        await scrollTo(page, 1500);
        await page
          .getByRole("link", { name: "Schedule a Tour" })
          .evaluate((a) => (a as HTMLAnchorElement).click());
        await expectScrolledToTop(page, 1500);

        // The header's Luxe link on the page itself scrolls it up instead of loading it again.
        await scrollTo(page, 1500);
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: "Luxe", exact: true })
          .evaluate((a) => (a as HTMLAnchorElement).click());
        await expectScrolledToTop(page, 1500);

        // From another page the Luxe page is loaded anew (it is served without React): it opens at
        // the top, asking for the same scroll on load.
        await page.goto("/gallery", { waitUntil: "networkidle" });
        await scrollTo(page, 400);
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: "Luxe", exact: true })
          .click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Luxe Hall");
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        expect((await seen(page)).behaviors).toContain(smooth ? "smooth" : "instant");
      });
    });
  }
});

/** How many lines the element's text takes (one rectangle per line box). */
function lineCount(element: HTMLElement | SVGElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
}

// Issue 12, item 20: 'Contact Us' is reachable at every width, and the header never wraps.
test.describe("header at every width", () => {
  for (const width of [390, 768, 1024, 1280]) {
    test.describe(`${width}px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test("Contact Us and Book Table: in the header or the overlay, each label on one line, nothing overflows", async ({
        page,
      }) => {
        await page.goto("/gallery", { waitUntil: "networkidle" });
        const nav = page.getByRole("navigation", { name: "Main" });
        expect(await nav.evaluate((n) => n.scrollWidth <= n.clientWidth)).toBe(true);
        const book = nav.getByRole("link", { name: "Book Table", exact: true });
        await expect(book).toBeVisible();
        expect(await book.evaluate(lineCount)).toBe(1);
        const contact = nav.getByRole("link", { name: "Contact Us", exact: true });
        if (width >= 768) {
          await expect(contact).toBeVisible();
          expect(await contact.evaluate(lineCount)).toBe(1);
          const [a, b] = [await contact.boundingBox(), await book.boundingBox()];
          expect(Math.abs(a!.height - b!.height)).toBeLessThanOrEqual(1);
          expect(a!.height).toBeLessThan(48);
          for (const name of ["Home", "About", "Gallery", "Luxe"])
            expect(await nav.getByRole("link", { name, exact: true }).evaluate(lineCount)).toBe(1);
        } else {
          await expect(contact).toBeHidden();
          await page.getByRole("link", { name: "Open menu" }).click();
          const dialog = page.getByRole("dialog", { name: "Menu" });
          await dialog.getByRole("link", { name: "Contact Us", exact: true }).click();
          await expect(dialog).toHaveCount(0);
          await expect(page).toHaveURL(/\/contact$/);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
        }
      });
    });
  }
});

test.describe("touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("gallery: a swipe left shows the next picture, a swipe right the previous one", async ({ page }) => {
    await installClock(page);
    await page.goto("/gallery", { waitUntil: "networkidle" });
    const slides = page.locator(".gallery-viewport");
    const box = (await slides.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
      for (let i = 1; i <= 8; i++) {
        const x = from + ((to - from) * i) / 8;
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect(page.locator(".gallery-index-current")).toHaveText("2");
    await slideTo(page, "1", () => swipe(box.x + box.width * 0.2, box.x + box.width * 0.8));
  });
});

test("staff pages never show the site header and footer", async ({ page }) => {
  await page.goto("/luxebooking/login");
  await expect(page.getByRole("link", { name: "Book Table" })).toHaveCount(0);
  await expect(page.getByText("© 2025 Eden. All rights reserved.")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("public pages are complete server-rendered HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Key To Fine Dining");
    await expect(page.getByRole("heading", { name: "A Reflection of You" })).toBeVisible();
    await page.goto("/luxe");
    await expect(page.getByTestId("occasions").getByText("Milestone Celebrations")).toBeVisible();
    await page.goto("/gallery");
    await expect(page.locator(".gallery-thumbnail")).toHaveCount(31);
  });
});

test("SEO: canonical, Open Graph, JSON-LD, sitemap.xml and robots.txt", async ({
  page,
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  for (const path of ["/", "/gallery", "/luxe", "/contact", "/menu"]) {
    await page.goto(path);
    titles.add(await page.title());
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${baseURL}${path}`);
    await expect(page.locator("meta[property='og:title']")).toHaveAttribute("content", await page.title());
    await expect(page.locator("meta[name=description]")).toHaveAttribute("content", /.{60,}/);
  }
  expect(titles.size).toBe(5);
  await page.goto("/");
  const restaurant = JSON.parse(
    (await page.locator("script[type='application/ld+json']").textContent()) ?? "{}",
  );
  expect(restaurant).toMatchObject({
    "@type": "Restaurant",
    openingHours: "Mo-Su 12:00-23:30",
    maximumAttendeeCapacity: 400,
  });
  await page.goto("/luxe");
  const hall = JSON.parse((await page.locator("script[type='application/ld+json']").textContent()) ?? "{}");
  expect(hall["@type"]).toBe("EventVenue");

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  expect((await sitemap.text()).match(/<loc>/g)).toHaveLength(5);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /luxebooking");
  expect(robots).toContain("Disallow: /guntoormenuadmin");
});
