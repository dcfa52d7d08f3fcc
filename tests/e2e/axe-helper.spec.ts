import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

// The accessibility helper every browser test uses (tests/e2e/support.ts): it must still fail on
// real violations, including one inside a toast that stays on screen (it re-runs axe only when the
// toasts changed during a run). A page of its own, no server.

const toaster = (style: string) => `
  <section data-sonner-toaster aria-label="Notifications">
    <ol><li data-sonner-toast data-removed="false" style="${style}">Item saved.</li></ol>
  </section>`;

test("fails on an unlabelled image, an empty button and low contrast", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <h1>Menu</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
    <button></button><p style="color:#bbb;background:#fff">Faint</p></main></body></html>`);
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain("image-alt");
  expect(failure).toContain("button-name");
  expect(failure).toContain("color-contrast");
});

test("fails on a low-contrast toast that stays on screen, passes a readable one", async ({ page }) => {
  const html = (style: string) =>
    `<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Menu</h1></main>${toaster(style)}</body></html>`;
  await page.setContent(html("color:#ccc;background:#fff"));
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain("color-contrast");
  await page.setContent(html("color:#111;background:#fff"));
  await expectNoAxeViolations(page);
});
