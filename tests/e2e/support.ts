import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, type Response, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../../playwright.config";

export { DEMO_PASSWORD };

/** The staff session cookie of a server on http:// (app/modules/auth/session.server.ts). */
const SESSION_COOKIE = "session";

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/luxebooking/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export type StaffRole = "admin" | "manager" | "operations" | "accounts";

/**
 * Each role's session cookie in this worker, from its first sign-in through the form: later tests of
 * the worker start signed in with it instead of signing in again (a page load, a hydration and a
 * password hash each). A test that signed it out (Logout) or a server that does not know it (a
 * test's own server) sends the page to the sign-in, which is then done through the form again.
 */
const sessions = new Map<StaffRole, Awaited<ReturnType<BrowserContext["cookies"]>>>();

/**
 * The page signed in as the demo `role` on its context's clock (installClock), at the dashboard or
 * at `options.at` when given (a staff path: no dashboard load in between). `throughForm` signs in
 * through the sign-in form whatever this worker holds, for a test of signing in itself.
 */
export async function signInAs(
  page: Page,
  role: StaffRole,
  options: { at?: string; throughForm?: boolean } = {},
): Promise<Response | null> {
  await installClock(page);
  const saved = options.throughForm ? undefined : sessions.get(role);
  if (saved) {
    await page.context().addCookies(saved);
    const response = await page.goto(options.at ?? "/luxebooking");
    if (!new URL(page.url()).pathname.startsWith("/luxebooking/login")) {
      if (!options.at) await expect(page).toHaveURL(/\/luxebooking\/?$/);
      return response;
    }
    sessions.delete(role);
  }
  await signIn(page, `${role}@demo.test`);
  await expect(page).toHaveURL(/\/luxebooking\/?$/);
  if (!options.throughForm) {
    sessions.set(
      role,
      (await page.context().cookies()).filter((cookie) => cookie.name === SESSION_COOKIE),
    );
  }
  return options.at ? page.goto(options.at) : null;
}

/**
 * Waits until the toasts stand still: none entering, leaving or moving up (axe measures contrast
 * mid-animation otherwise).
 */
async function toastsSettled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-sonner-toast][data-removed="true"]') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            !(animation.effect as KeyframeEffect | null)?.target?.closest("[data-sonner-toaster]"),
        ),
  );
}

/** The toasts on screen, with any leaving or animating: equal before and after a still run. */
function toastsNow(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      toasts: [...document.querySelectorAll("[data-sonner-toast]")].map(
        (t) => `${t.getAttribute("data-removed")}:${t.textContent}`,
      ),
      moving: document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === "running" &&
            Boolean((animation.effect as KeyframeEffect | null)?.target?.closest("[data-sonner-toaster]")),
        ),
    }),
  );
}

/**
 * 0 axe violations for the WCAG 2.2 A/AA rules, on a page whose toasts stand still. A toast closes
 * by itself 3 s after it appeared (spec 9), which can fall inside a slow axe run and leave a fading
 * toast to measure: when the toasts changed during the run and it found violations, it runs once
 * more on the settled page, and that run's answer counts.
 */
export async function expectNoAxeViolations(page: Page) {
  // A page just navigated to can be in the DOM before its stylesheet and fonts apply; axe then
  // measures unstyled targets (target-size flagged a whole header once in CI).
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let violations: string[] = [];
  for (let run = 1; run <= 2; run++) {
    await toastsSettled(page);
    const before = await toastsNow(page);
    violations = await axeViolations(page);
    if (violations.length === 0 || (await toastsNow(page)) === before) break;
  }
  expect(violations).toEqual([]);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Only the violations are read: axe then skips building selectors for every node that passed.
    .options({ resultTypes: ["violations"] })
    // The same rules (the pages have no frames): axe.run in the page itself, not a run per frame
    // finished in a second, blank page that loads axe again.
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Holds requests to `url`, each until a `release()` lets it through (a release before the request
 * comes is kept for it): a busy state can be seen for certain, however fast the server answers, and
 * without a fixed wait. `releaseAll()` lets every request through from then on.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let permits = 0;
  let open = false;
  const waiting: (() => void)[] = [];
  await page.route(url, async (route) => {
    if (!open) {
      if (permits > 0) permits--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
    }
    await route.continue();
  });
  return {
    release() {
      const next = waiting.shift();
      if (next) next();
      else permits++;
    },
    releaseAll() {
      open = true;
      for (const next of waiting.splice(0)) next();
    },
  };
}

/** Spec 9 Timings: the pause between a success message and the next page. */
export const REDIRECT_DELAY_MS = 1500;

const clocks = new WeakSet<BrowserContext>();

/**
 * Puts the page's context on Playwright's clock (once): time keeps flowing as usual, and the spec's
 * timed steps (the redirect after a success, a toast's 3 s) can be fast-forwarded instead of
 * waited for. Timers the page set before this stay on the real clock.
 */
export async function installClock(page: Page) {
  if (clocks.has(page.context())) return;
  clocks.add(page.context());
  await page.clock.install();
}

/**
 * The address shown, and where React Router is navigating to if it has started to leave it (not
 * the revalidation that follows a form's action on the same page), once the page's tasks ran.
 */
function whereNow(page: Page) {
  return page.evaluate(async () => {
    // A MessageChannel task: not one of the timers the clock fakes.
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
    type Navigation = { state: string; location?: { pathname: string } };
    const router = (window as { __reactRouterDataRouter?: { state: { navigation: Navigation } } })
      .__reactRouterDataRouter;
    const target = router?.state.navigation.location?.pathname;
    return { url: location.href, leavingFor: target && target !== location.pathname ? target : null };
  });
}

/**
 * Stops the page's clock (see installClock): its timers then wait for `runFor`. Before the step
 * whose timing is checked (expectRedirectAfterDelay), so the timer it starts counts from a known time.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A moment ahead: the page's time runs on until the pause, and it cannot go back.
  await page.clock.pauseAt(now + 1000);
}

/**
 * The spec's 1.5 s between a success and the next page, on the page's paused clock (pauseClock
 * before the step): still here, with no navigation started, 100 ms before; at `url` once the 1.5 s
 * are over. The clock runs on afterwards.
 */
export async function expectRedirectAfterDelay(page: Page, url: RegExp) {
  const here = page.url();
  await page.clock.runFor(REDIRECT_DELAY_MS - 100);
  expect(await whereNow(page)).toEqual({ url: here, leavingFor: null });
  await page.clock.runFor(100);
  await expect(page).toHaveURL(url);
  await page.clock.resume();
}

/** A page that must not move on after a success: still here, no navigation started, `ms` later. */
export async function expectStaysAfter(page: Page, ms: number) {
  const here = page.url();
  await page.clock.fastForward(ms);
  expect(await whereNow(page)).toEqual({ url: here, leavingFor: null });
}

/**
 * After a success that moves on: the spec's 1.5 s fast-forwarded on the page's clock (again, until
 * the page's timer exists: the save may still be on its way), then the next page.
 */
export async function followRedirect(page: Page, url: RegExp) {
  await expect
    .poll(async () => {
      if (!url.test(page.url())) await page.clock.fastForward(REDIRECT_DELAY_MS);
      return page.url();
    })
    .toMatch(url);
}

/**
 * Clicks a reservation's WhatsApp button and returns the wa.me address its new tab opened
 * (number and text), closing that tab.
 */
export async function followWhatsApp(page: Page, context: BrowserContext, message: string | RegExp) {
  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: message }).click();
  const wa = await popup;
  await wa.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(wa.url());
  await wa.close();
  return url;
}

/**
 * Marks the page's document (a value kept in its window) before a change is made elsewhere, so that
 * `expectLiveUpdate` can tell the change came live, not with a reload. Again after each full load.
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as { documentMark?: boolean }).documentMark = true;
  });
}

/**
 * A change made elsewhere shown on `page` without a reload (issue 3's live updates): waited for like
 * anything the user sees, under the expectation's own bound (`check`), then the page's document is
 * proven the one `markDocument` marked, and how long the change took to show is noted on the test
 * (a 'live update' annotation in the report). The 2 s the issue gives are the product's own waits
 * (the debounce and the health check before the reload, `app/components/live/live-client.test.ts`);
 * on a busy machine the event's delivery and the reload's round trip add to them (issue 28 item 23:
 * the browser tests wait on what the user sees, not on the machine's speed).
 */
export async function expectLiveUpdate(page: Page, label: string, check: () => Promise<unknown>) {
  const since = Date.now();
  await check();
  test
    .info()
    .annotations.push({ type: "live update", description: `${label}: shown after ${Date.now() - since} ms` });
  expect(
    await page.evaluate(() => (window as { documentMark?: boolean }).documentMark === true),
    `${label}: shown without reloading the page`,
  ).toBe(true);
}

/**
 * Runs `act` and waits for a toast that says `text`, watched in the page on every frame from
 * before `act`: a toast lives the spec's 3 s, and on a loaded CI machine the polls of
 * `expect(getByText(…)).toBeVisible()` once came too late to see one that had been shown (the
 * change it announced was on the screen). Fails when no such toast is shown within the timeout.
 */
export async function expectToastDuring(page: Page, text: string, act: () => Promise<unknown>) {
  const shown = page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll("[data-sonner-toast]")].some((toast) =>
        toast.textContent?.includes(wanted),
      ),
    text,
    { polling: "raf", timeout: 15_000 },
  );
  await act();
  await shown;
}

/** Today's date in India (YYYY-MM-DD): the hall's calendar day, whatever the machine's time zone. */
export const todayIST = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/** The date `days` after today in India (YYYY-MM-DD). */
export const daysFromToday = (days: number) =>
  new Date(Date.parse(`${todayIST()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Accounts import a bank statement (HDFC's columns) with one credit today: ₹88,500 by UPI whose
 * narration names the instalment's `reference` (issue 30 item 6), under the bank reference `bankRef`.
 * Returns the credit's row on the Bank Statements page.
 */
export async function importUpiCredit(
  page: Page,
  { bank, reference, bankRef }: { bank: string; reference: string; bankRef: string },
) {
  const csv = [
    "Date,Narration,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.",
    `${todayIST().split("-").reverse().join("/")},UPI/ASHA MENON/${reference}/wedding,${bankRef},,"88,500.00"`,
  ].join("\n");
  await page.goto("/luxebooking/accounts/bank-statements");
  await expect(page.getByRole("heading", { level: 1, name: "Bank Statements" })).toBeVisible();
  await page.getByLabel("Bank", { exact: true }).fill(bank);
  await page.getByLabel("Statement file (CSV, at most 2 MB)").setInputFiles({
    name: "statement.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByLabel("Date column").fill("Date");
  await page.getByLabel("Narration column").fill("Narration");
  await page.getByLabel("Credit amount column").fill("Deposit Amt.");
  await page.getByLabel("Bank reference column").fill("Chq./Ref.No.");
  await page.getByRole("button", { name: "Import statement" }).click();
  await expect(page.getByText("1 credit imported").first()).toBeVisible();
  return page.getByRole("listitem").filter({ hasText: bankRef });
}

/** Billing settings (another spec on this worker may have saved them already): receipts need them. */
/** The hall's billing details with a UPI ID, as the client page and bank statements need; kept when already set. */
export async function billingSettings(page: Page) {
  await page.goto("/luxebooking/admin/billing-settings");
  await expect(page.getByRole("heading", { level: 1, name: "Billing Settings" })).toBeVisible();
  if ((await page.getByLabel("UPI ID").inputValue()) !== "") return;
  await page.getByLabel("Legal Name").fill("Eden Garden Hospitality LLP");
  await page.getByLabel("Trade Name").fill("Eden Garden");
  await page.getByLabel("GSTIN").fill("29AAPFU0939F1ZR");
  await page.getByLabel("Address").fill("12 Garden Road, Bengaluru 560001");
  await page.getByLabel("UPI ID").fill("edengarden@okicici");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Billing settings saved.").first()).toBeVisible();
}
