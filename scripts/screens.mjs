// Every screen of the product at 390 and 1280 px, from the production build on a fresh embedded
// database (demo data), and a pixel comparison with an earlier set:
//   npm run screens -- --out .tmp/screens/before
//   npm run screens -- --out .tmp/screens/after --compare .tmp/screens/before
// Run `npm run build` first. With --compare it prints each screen's share of differing pixels,
// writes a diff picture beside each changed one and exits 1 when any screen differs by more than
// --tolerance (percent, default 0.1) or is missing.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from "./chromium.mjs";
import { freePort, localServerEnv } from "./local-server-env.mjs";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

const { values: args } = parseArgs({
  options: {
    out: { type: "string", default: ".tmp/screens/latest" },
    compare: { type: "string" },
    tolerance: { type: "string", default: "0.1" },
    only: { type: "string" },
  },
});
const PASSWORD = "demo-password-screens";

async function startServer() {
  const port = await freePort();
  const dataDir = `.tmp/screens-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: localServerEnv({ port, dataDir, demoPassword: PASSWORD }),
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(page, base, role) {
  await page.goto(`${base}/luxebooking/login`);
  await page.getByLabel("Email").fill(`${role}@demo.test`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/luxebooking\/?$/);
}

async function enterMenu(page, base) {
  await page.goto(`${base}/guntoorlogin`);
  await page.getByLabel("Your Name").fill("Ravi Kumar");
  await page.getByLabel("Phone Number").fill("+919876543210");
  await page.getByLabel("Number of Guests").fill("3");
  await page.getByRole("button", { name: "View Menu" }).click();
  await page.waitForURL(/\/guntoormenu$/);
}

/** First link whose href matches, as a path (ids of demo rows differ between databases). */
async function firstHref(page, pattern) {
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  return hrefs.find((h) => pattern.test(h ?? ""));
}

// Each screen: a name, who (null = a guest), and how to reach it (a path or steps).
const screens = [
  ...["/", "/gallery", "/luxe", "/contact", "/menu", "/guntoorlogin", "/no-such-page"].map((p) => ({
    name: `guest${p.replace(/\W+/g, "_")}`,
    path: p,
  })),
  { name: "guest_guntoormenu", visit: async (page, base) => enterMenu(page, base) },
  // Issue 18: the Telugu, Kannada and Hindi pages (each links its own script's font).
  ...["te", "kn", "hi"].flatMap((lang) => [
    { name: `guest_guntoorlogin_${lang}`, path: `/guntoorlogin?lang=${lang}` },
    {
      name: `guest_guntoormenu_${lang}`,
      visit: async (page, base) => {
        await enterMenu(page, base);
        await page.goto(`${base}/guntoormenu?lang=${lang}`);
      },
    },
  ]),
  { name: "guest_login", path: "/luxebooking/login" },
  { name: "guest_register", path: "/luxebooking/register" },
  {
    name: "contact_errors",
    path: "/contact",
    after: async (page) => {
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.waitForTimeout(300);
    },
  },
  ...[
    "/luxebooking",
    "/luxebooking/admin",
    "/luxebooking/admin/register",
    "/luxebooking/admin/pending-deletions",
    "/luxebooking/admin/soft-deleted-reservations",
    "/luxebooking/admin/pictures",
    "/luxebooking/new-reservation",
    "/luxebooking/past-reservations",
    "/luxebooking/enquiries",
    "/luxebooking/accounts",
    "/luxebooking/accounts?tab=gst",
    "/luxebooking/account",
    "/luxebooking/two-factor/setup",
    "/luxebooking/admin/staff",
    "/luxebooking/admin/messages",
    "/luxebooking/no-such-screen",
  ].map((p) => ({ name: `admin${p.replace(/\W+/g, "_")}`, role: "admin", path: p })),
  {
    name: "admin_reservation_detail",
    role: "admin",
    visit: async (page, base) => {
      await page.goto(`${base}/luxebooking`);
      await page.goto(`${base}${await firstHref(page, /^\/luxebooking\/reservation\//)}`);
    },
  },
  {
    name: "admin_edit_reservation",
    role: "admin",
    visit: async (page, base) => {
      await page.goto(`${base}/luxebooking`);
      await page.goto(`${base}${await firstHref(page, /^\/luxebooking\/edit-reservation\//)}`);
    },
  },
  {
    name: "admin_delete_confirm",
    role: "admin",
    visit: async (page, base) => {
      await page.goto(`${base}/luxebooking`);
      await page.goto(`${base}${await firstHref(page, /^\/luxebooking\/reservation\//)}`);
      await page
        .getByRole("button", { name: /^Delete/ })
        .first()
        .click();
    },
  },
  {
    name: "admin_enquiry_detail",
    role: "admin",
    visit: async (page, base) => {
      await page.goto(`${base}/luxebooking/enquiries`);
      await page.goto(`${base}${await firstHref(page, /^\/luxebooking\/enquiries\/[^/]+$/)}`);
    },
  },
  {
    name: "admin_new_reservation_errors",
    role: "admin",
    path: "/luxebooking/new-reservation",
    after: async (page) => {
      await page.getByRole("button", { name: "Create Reservation" }).click();
      await page.waitForTimeout(300);
    },
  },
  ...["items", "stats", "customerEntries", "restaurant", "tables", "guestData"].map((tab) => ({
    name: `menuadmin_${tab}`,
    role: "admin",
    path: `/guntoormenuadmin?tab=${tab}`,
  })),
  {
    name: "menuadmin_add_item",
    role: "admin",
    path: "/guntoormenuadmin",
    after: async (page) => {
      await page.getByRole("button", { name: "Add New Item" }).click();
    },
  },
  {
    name: "menuadmin_bulk_import",
    role: "admin",
    path: "/guntoormenuadmin",
    after: async (page) => {
      await page.getByRole("button", { name: "Bulk Import" }).click();
    },
  },
  {
    name: "menuadmin_delete_confirm",
    role: "admin",
    path: "/guntoormenuadmin",
    after: async (page) => {
      await page
        .getByRole("button", { name: /^Delete/ })
        .first()
        .click();
    },
  },
  { name: "manager_dashboard", role: "manager", path: "/luxebooking" },
  {
    name: "manager_denied_soft_deleted",
    role: "manager",
    path: "/luxebooking/admin/soft-deleted-reservations",
  },
  { name: "operations_dashboard", role: "operations", path: "/luxebooking" },
  { name: "operations_pending_deletions", role: "operations", path: "/luxebooking/admin/pending-deletions" },
  { name: "accounts_dashboard", role: "accounts", path: "/luxebooking" },
  { name: "accounts_denied_new", role: "accounts", path: "/luxebooking/new-reservation" },
];

async function capture(base, out) {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: FULL_CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const filter = args.only ? new RegExp(args.only) : null;
  for (const width of [390, 1280]) {
    for (const screen of screens) {
      if (filter && !filter.test(screen.name)) continue;
      const context = await browser.newContext({
        viewport: { width, height: width < 500 ? 844 : 800 },
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      try {
        if (screen.role) await signIn(page, base, screen.role);
        if (screen.visit) await screen.visit(page, base);
        else await page.goto(`${base}${screen.path}`);
        await page.waitForLoadState("networkidle");
        if (screen.after) await screen.after(page);
        // Let fonts, pictures and transitions settle.
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(400);
        const file = path.join(out, `${screen.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: "disabled", caret: "hide" });
        console.log(file);
      } catch (error) {
        console.error(`FAILED ${screen.name} at ${width}: ${error.message.split("\n")[0]}`);
        process.exitCode = 1;
      }
      await context.close();
    }
  }
  await browser.close();
}

function compare(before, after) {
  const tolerance = Number(args.tolerance);
  let bad = 0;
  for (const file of readdirSync(before).filter((f) => f.endsWith(".png") && !f.includes(".diff."))) {
    const other = path.join(after, file);
    if (!existsSync(other)) {
      console.log(`MISSING  ${file}`);
      bad++;
      continue;
    }
    const a = PNG.sync.read(readFileSync(path.join(before, file)));
    const b = PNG.sync.read(readFileSync(other));
    if (a.width !== b.width || a.height !== b.height) {
      console.log(`SIZE     ${file}: ${a.width}x${a.height} -> ${b.width}x${b.height}`);
      bad++;
      continue;
    }
    const diff = new PNG({ width: a.width, height: a.height });
    const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
    const share = (100 * pixels) / (a.width * a.height);
    if (share > tolerance) {
      writeFileSync(path.join(after, file.replace(/\.png$/, ".diff.png")), PNG.sync.write(diff));
      bad++;
    }
    console.log(`${share > tolerance ? "DIFFERS" : "same   "}  ${file}: ${share.toFixed(3)} %`);
  }
  console.log(`\n${bad} screen(s) differ beyond ${tolerance} %`);
  if (bad > 0) process.exitCode = 1;
}

const server = await startServer();
try {
  await capture(server.base, args.out);
} finally {
  await server.stop();
}
if (args.compare) compare(args.compare, args.out);
