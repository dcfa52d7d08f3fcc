import { randomBytes, randomInt } from "node:crypto";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { followRedirect, installClock } from "./support";

/**
 * A phone number of its own for a simulated guest: the visitor form takes 3 entries per phone
 * number in 10 minutes (issue 29 item 7), and the suite's guests would otherwise share one.
 */
export function visitorPhone(): string {
  return `9${String(randomInt(1_000_000_000)).padStart(9, "0")}`;
}

/**
 * The visitor form stores at most 60 entries per address in 10 minutes (issue 29), and every
 * browser test comes from 127.0.0.1. The server trusts X-Forwarded-For from loopback, so each
 * simulated guest gets an address of its own: random, because Playwright starts a new worker
 * (and any counter over) after a failed test, while the server keeps its count.
 */
export function visitorAddress(): string {
  return `10.${[...randomBytes(3)].join(".")}`;
}

export async function asNewVisitor(page: Page, address = visitorAddress()): Promise<string> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

/**
 * The visitor pass (cookie) of this worker's first default guest: a later default guest of the
 * worker opens the menu with it instead of filling the form again (the form is tested in
 * menu.spec.ts). A server that does not know it (signed with another secret) sends the page to
 * the form, which is then filled.
 */
let defaultPass: Awaited<ReturnType<BrowserContext["cookies"]>> | null = null;
const VISITOR_PASS = "guntoor_visitor";

/**
 * A visitor fills the /guntoorlogin form and lands on the menu. Without a `name`, a guest whose
 * entry no test reads: the worker's pass from an earlier such guest is used when there is one.
 */
export async function enterMenu(page: Page, name?: string, phone = visitorPhone()) {
  await asNewVisitor(page);
  await installClock(page);
  if (name === undefined && defaultPass) {
    await page.context().addCookies(defaultPass);
    await page.goto("/guntoormenu");
    if (new URL(page.url()).pathname === "/guntoormenu") {
      await expect(page.getByRole("heading", { level: 1, name: "Guntoor" })).toBeVisible();
      await menuScriptReady(page);
      return;
    }
    defaultPass = null;
  }
  await page.goto("/guntoorlogin");
  await page.getByLabel("Your Name").fill(name ?? "Ravi Kumar");
  await page.getByLabel("Phone Number").fill(phone);
  await page.getByLabel("Number of Guests").fill("3");
  await page.getByRole("button", { name: "View Menu" }).click();
  await followRedirect(page, /\/guntoormenu$/);
  await expect(page.getByRole("heading", { level: 1, name: "Guntoor" })).toBeVisible();
  // The menu is served without React too (issue 17): its controls answer once its own script has run.
  await menuScriptReady(page);
  if (name === undefined) {
    defaultPass = (await page.context().cookies()).filter((cookie) => cookie.name === VISITOR_PASS);
  }
}

/** The menu page's script has taken over its controls (the page works as links and a form before). */
export async function menuScriptReady(page: Page) {
  await page.locator("[data-menu][data-enhanced]").waitFor({ state: "attached" });
}

/** A full-page screenshot into .tmp/screens/, named with the viewport's width. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/screens/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

/**
 * The Noto font files the page asks for from now on, read once its fonts settled: each as
 * script-weight (e.g. `telugu-600`), sorted.
 */
export function fontRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    const match = /noto-sans-(telugu|kannada|devanagari)-\1-(\d+)-normal[\w-]*\.woff2?/.exec(request.url());
    if (match) seen.push(`${match[1]}-${match[2]}`);
  });
  return async () => {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return [...new Set(seen)].sort();
  };
}
