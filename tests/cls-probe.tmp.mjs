import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../scripts/chromium.mjs";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: [...CHROMIUM_ARGS] });
for (const block of [null, "language-name", "inter", "cormorant"]) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  if (block) await page.route(new RegExp(block), (r) => r.abort());
  // visitor pass
  await page.goto(base + "/guntoorlogin");
  await page.getByLabel("Your Name").fill("Probe");
  await page.getByLabel("Phone Number").fill("9876512345");
  await page.getByRole("button", { name: "View Menu" }).click();
  await page.waitForURL(/guntoormenu/);
  await page.goto(base + "/guntoormenu");
  await page.evaluate(() => document.fonts.ready);
  const r = await page.evaluate(() => {
    const nav = document.querySelector("header nav").getBoundingClientRect();
    const h1 = document.querySelector("header h1").getBoundingClientRect();
    const p = document.querySelector("header p").getBoundingClientRect();
    return { nav: [nav.height, nav.width], h1: [h1.top, h1.height], p: [p.top, p.height] };
  });
  console.log(block ?? "all fonts", JSON.stringify(r));
  await ctx.close();
}
await browser.close();
