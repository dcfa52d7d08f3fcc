import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../playwright.config";

export { DEMO_PASSWORD };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/luxebooking/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function signInAs(page: Page, role: "admin" | "manager" | "operations" | "accounts") {
  await signIn(page, `${role}@demo.test`);
  await expect(page).toHaveURL(/\/luxebooking\/?$/);
}

/** 0 axe violations for the WCAG 2.2 A/AA rules. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
