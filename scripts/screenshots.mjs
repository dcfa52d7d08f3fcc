// Screenshots of pages at phone and desktop widths: node scripts/screenshots.mjs BASE_URL out-dir path...
// A path may be prefixed with role@ to sign in first (e.g. admin@/luxebooking). DEMO_PASSWORD must be set for that.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from "./chromium.mjs";

const [base, out, ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: FULL_CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
for (const width of [390, 1280]) {
  for (const spec of paths) {
    const [role, path] = spec.includes("@") ? spec.split("@") : [null, spec];
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
    const page = await context.newPage();
    if (role) {
      await page.goto(`${base}/luxebooking/login`);
      await page.getByLabel("Email").fill(`${role}@demo.test`);
      await page.getByLabel("Password").fill(process.env.DEMO_PASSWORD ?? "");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(/\/luxebooking\/?$/);
    }
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("networkidle");
    const name = `${role ? `${role}-` : ""}${path.replace(/[^a-z0-9]+/gi, "_") || "root"}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
    await context.close();
  }
}
await browser.close();
