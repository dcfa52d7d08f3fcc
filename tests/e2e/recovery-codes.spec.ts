import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, installClock, signIn, signInAs } from "./support";

// Issue 32 item 1: the recovery codes vanished about 1.5 s after two-factor sign-in was turned on,
// replaced by 'Two-factor sign-in is already on.' Turning it on ends the session's live stream; the
// browser reopened it and the page reloaded its data, which cleared the action's answer. They must
// stay until 'I have saved these codes', with Download .txt and Copy. Issue 28 item 3: the current
// password is asked first.
const STRONG = "mango monsoon ledger kite";
let n = 0;

const code = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function newManager(admin: Page, width: number) {
  const email = `codes-${width}-${Date.now().toString(36)}-${++n}@e2e.test`;
  await admin.goto("/luxebooking/admin/register");
  await admin.getByLabel("Email").fill(email);
  await admin.getByLabel("Password", { exact: true }).fill(STRONG);
  await admin.getByLabel("Confirm Password").fill(STRONG);
  await admin.getByLabel("Role").selectOption({ label: "Manager" });
  await admin.getByRole("button", { name: "Register" }).click();
  await expect(admin.getByText("User registered successfully!").first()).toBeVisible();
  return email;
}

for (const width of [390, 1280]) {
  test(`recovery codes stay on screen until saved, through the live stream's reconnection (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }, info) => {
    await signInAs(page, "admin");
    const email = await newManager(page, width);
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const me = await context.newPage();
    await signIn(me, email, STRONG);
    await expect(me).toHaveURL(/\/luxebooking\/?$/);
    const streamOpen = me.waitForResponse((r) =>
      (r.headers()["content-type"] ?? "").includes("text/event-stream"),
    );
    await me.goto("/luxebooking/account");
    await me.getByRole("link", { name: "Turn on two-factor sign-in" }).click();
    await expect(me).toHaveURL(/\/luxebooking\/two-factor\/setup/);
    const secret = (await me.getByTestId("totp-secret").textContent())!.trim();
    // The page's live stream is open before the change that ends it.
    await streamOpen;

    // A wrong password is refused; the QR code on screen stays the one to confirm.
    await me.getByLabel("Current password").fill("not my password");
    await me.getByLabel("Enter the 6-digit code from your authenticator app.").fill(code(secret, Date.now()));
    await me.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(me.getByText("The password is incorrect.")).toBeVisible();
    await expect(me.getByTestId("totp-secret")).toHaveText(secret);

    await me.getByLabel("Current password").fill(STRONG);
    await me.getByLabel("Enter the 6-digit code from your authenticator app.").fill(code(secret, Date.now()));
    // What removed the codes: the stream reopening after its session's event, then the page's reload.
    const reopened = me.waitForRequest((r) => r.url().includes("/api/v1/reservations/events"));
    await me.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const codes = me.getByTestId("recovery-code");
    await expect(codes).toHaveCount(10);
    const shown = await codes.allTextContents();
    await installClock(me);
    await reopened;
    await me.waitForResponse((r) => r.url().includes(".data") && r.request().method() === "GET");
    // Five more seconds of the page's own time: no timer of the page takes them away either.
    await me.clock.fastForward(5_000);
    await expect(codes).toHaveCount(10);
    expect(await codes.allTextContents()).toEqual(shown);
    await expect(me.getByText("Two-factor sign-in is already on.")).toHaveCount(0);
    await me.screenshot({ path: info.outputPath(`recovery-codes-${width}.png`), fullPage: true });
    await expectNoAxeViolations(me);

    // Download .txt holds every code; Copy says it copied.
    const download = me.waitForEvent("download");
    await me.getByRole("link", { name: "Download .txt" }).click();
    const file = readFileSync(await (await download).path(), "utf8");
    for (const recovery of shown) expect(file).toContain(recovery);
    expect(file).toContain(email);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await me.getByRole("button", { name: "Copy" }).click();
    await expect(me.getByText("Copied.")).toBeVisible();
    expect(await me.evaluate(() => navigator.clipboard.readText())).toContain(shown[0]);

    await me.getByRole("link", { name: "I have saved these codes" }).click();
    await expect(me).toHaveURL(/\/luxebooking\/account$/);
    await expect(me.getByTestId("two-factor-state")).toContainText("On:");
    await expect(me.getByTestId("recovery-codes-left")).toContainText("10 of 10 unused");

    // New codes from the account page ask for the password and stay until saved as well.
    const twoFactor = me.getByRole("region", { name: "Two-factor sign-in" });
    await twoFactor.getByLabel("Current password").fill(STRONG);
    await twoFactor.getByRole("button", { name: "Make new recovery codes" }).click();
    await expect(codes).toHaveCount(10);
    expect(await codes.allTextContents()).not.toEqual(shown);
    await me.screenshot({ path: info.outputPath(`new-recovery-codes-${width}.png`), fullPage: true });
    await me.getByRole("button", { name: "I have saved these codes" }).click();
    await expect(codes).toHaveCount(0);
    await expect(me.getByTestId("recovery-codes-left")).toContainText("10 of 10 unused");
    await context.close();
  });
}
