import { expect, type Page } from "@playwright/test";

/** A visitor fills the /guntoorlogin form and lands on the menu. */
export async function enterMenu(page: Page, name = "Ravi Kumar") {
  await page.goto("/guntoorlogin");
  await page.getByLabel("Your Name").fill(name);
  await page.getByLabel("Phone Number").fill("+919876543210");
  await page.getByLabel("Number of Guests").fill("3");
  await page.getByRole("button", { name: "View Menu" }).click();
  await expect(page).toHaveURL(/\/guntoormenu$/, { timeout: 5000 });
  await expect(page.getByRole("heading", { level: 1, name: "Guntoor" })).toBeVisible();
}
