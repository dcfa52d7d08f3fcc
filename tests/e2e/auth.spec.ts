import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn, signInAs } from "./support";

test("sign-in screen shows the spec's note and 'Signing in...' while busy", async ({ page }) => {
  await page.goto("/luxebooking/login");
  await expect(page.getByText("Don't have an account? Contact your administrator.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expectNoAxeViolations(page);
});

test("wrong password shows the spec's sign-in failure message", async ({ page }) => {
  await signIn(page, "manager@demo.test", "not-the-password");
  await expect(page.getByRole("alert")).toHaveText(
    "Failed to sign in. Please check your credentials: Invalid email or password.",
  );
});

test("admin lands on the admin dashboard with the admin links", async ({ page }) => {
  await signInAs(page, "admin");
  const nav = page.getByRole("navigation", { name: "Staff" });
  for (const label of [
    "Admin Panel",
    "Register User",
    "Pending Deletions",
    "Soft Deleted",
    "New Reservation",
    "Past Reservations",
  ]) {
    await expect(nav.getByRole("link", { name: label, exact: false })).toBeVisible();
  }
  await expect(page.getByTestId("user-email")).toHaveText("admin@demo.test");
});
