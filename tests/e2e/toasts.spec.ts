import { expect, test } from "./fixtures";
import { signInAs } from "./support";

// A toast belongs to the component that sent the action; when the action removes that component (a
// category's Delete, the Issue tax invoice button, a pending deletion's Reject), the toast must
// still show. Rendered as React transitions, the result and the reload after it could be rendered
// as one on a slow page and the toast never showed (app/entry.client.tsx). The page records every
// toast the moment it is added (a MutationObserver), so a short toast on a slow page is not missed
// between two polls; only the deletion runs at a phone's speed (6x CPU throttling).
test("a toast shows even when its own action removes the button that sent it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, "admin", { at: "/guntoormenuadmin" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement)
            for (const toast of [node, ...node.querySelectorAll("[data-sonner-toast]")])
              if (toast.matches("[data-sonner-toast]")) seen.push(toast.textContent ?? "");
    }).observe(document.body, { childList: true, subtree: true });
  });
  const deletedToasts = async () =>
    (await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen)).filter((t) =>
      t.includes("The category was deleted."),
    ).length;
  await page.getByText(/^Manage Categories/).click();
  const cdp = await page.context().newCDPSession(page);
  for (let round = 1; round <= 3; round++) {
    const label = `Toast Round ${round}`;
    await page.getByLabel("Key", { exact: true }).fill(`toastround${round}`);
    await page.getByLabel("Label", { exact: true }).fill(label);
    await page.getByRole("button", { name: "Add Category" }).click();
    const remove = page.getByRole("button", { name: `Delete category ${label}` });
    await expect(remove).toBeVisible();
    await remove.click();
    const deletedBefore = await deletedToasts();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page
      .getByRole("dialog", { name: "Confirm Deletion" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(remove).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(deletedToasts, { timeout: 20_000 }).toBe(deletedBefore + 1);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  }
});
