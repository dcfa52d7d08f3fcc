import { expect, test } from "./fixtures";
import { signInAs } from "./support";

// A toast belongs to the component that sent the action; when the action removes that component (a
// category's Delete, the Issue tax invoice button, a pending deletion's Reject), the toast must
// still show. As React transitions, the result and the reload after it could be rendered as one on
// a slow page, and the toast never showed (app/entry.client.tsx). A phone-speed page, a few times.
test("a toast shows even when its own action removes the button that sent it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "admin", { at: "/guntoormenuadmin" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByText(/^Manage Categories/).click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  for (let round = 1; round <= 5; round++) {
    const label = `Toast Round ${round}`;
    await page.getByLabel("Key", { exact: true }).fill(`toastround${round}`);
    await page.getByLabel("Label", { exact: true }).fill(label);
    await page.getByRole("button", { name: "Add Category" }).click();
    const remove = page.getByRole("button", { name: `Delete category ${label}` });
    await expect(remove).toBeVisible();
    // The 'added' toast gone first, so the one below can only be this deletion's (the pointer off
    // the toasts, which hold still while it rests on them).
    await page.mouse.move(5, 300);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
    await remove.click();
    await page
      .getByRole("dialog", { name: "Confirm Deletion" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("The category was deleted.")).toBeVisible();
    await expect(remove).toHaveCount(0);
  }
});
