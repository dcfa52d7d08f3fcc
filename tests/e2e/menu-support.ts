import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { followRedirect, installClock } from "./support";

/**
 * The visitor form stores at most 10 entries per address in 10 minutes (issue 12), and every
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

/** A visitor fills the /guntoorlogin form and lands on the menu. */
export async function enterMenu(page: Page, name = "Ravi Kumar") {
  await asNewVisitor(page);
  await installClock(page);
  await page.goto("/guntoorlogin");
  await page.getByLabel("Your Name").fill(name);
  await page.getByLabel("Phone Number").fill("+919876543210");
  await page.getByLabel("Number of Guests").fill("3");
  await page.getByRole("button", { name: "View Menu" }).click();
  await followRedirect(page, /\/guntoormenu$/);
  await expect(page.getByRole("heading", { level: 1, name: "Guntoor" })).toBeVisible();
  // The visitor form is a page of its own (served without React), so the menu is a new page load:
  // its controls answer once React has hydrated it.
  await page.waitForFunction(() => {
    const search = document.getElementById("menu-search");
    return !!search && Object.keys(search).some((key) => key.startsWith("__reactProps"));
  });
}
