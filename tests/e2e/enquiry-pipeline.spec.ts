import { expect, test } from "./fixtures";
import { shot, visitorAddress } from "./menu-support";
import { expectNoAxeViolations, signInAs } from "./support";

// Issue 32 item 10: the hall enquiry form on /luxe feeding the staff inbox's pipeline.
for (const width of [390, 1280] as const) {
  test.describe(`enquiry pipeline at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("a visitor asks about the hall on /luxe; staff find it by phone, call, note, follow up, lose it with a reason; the report counts it", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const name = `Hall Guest ${width}`;
      const phone = width === 390 ? "098807 40390" : "098807 41280";
      await page.goto("/luxe", { waitUntil: "networkidle" });
      const form = page.getByRole("form", { name: "Hall enquiry form" });
      await expect(form.getByText("10 digits, or +91 and 10 digits")).toBeVisible();
      await form.getByRole("button", { name: "Send Enquiry" }).click();
      await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields.");
      await expect(form.getByLabel("Name *")).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);

      // Sent from an address of its own: the hourly limit per address is shared with other tests.
      await page.route("**/luxe", (route) =>
        route.request().method() === "POST"
          ? route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": visitorAddress() } })
          : route.fallback(),
      );
      await form.getByLabel("Name *").fill(name);
      await form.getByLabel("Phone *").fill(phone);
      await form.getByLabel("Event *").selectOption("Wedding or reception");
      await form.getByLabel("Date *").fill("2099-02-14");
      await form.getByLabel("Guests *").fill("220");
      await form.getByLabel("Time of day *").selectOption("Evening");
      await form.getByLabel("Message").fill("Nikah and dinner for our daughter.");
      await form.getByRole("button", { name: "Send Enquiry" }).click();
      await expect(form.getByRole("status")).toHaveText(
        "Thank you! Your enquiry has reached us; we will call you soon.",
        { timeout: 20_000 },
      );
      await shot(page, "issue32-luxe-enquiry-sent");

      await signInAs(page, "manager", { at: `/luxebooking/enquiries?q=${encodeURIComponent(phone)}` });
      const item = page.getByTestId("enquiry-list").getByTestId("enquiry-item").filter({ hasText: name });
      await expect(item).toHaveCount(1);
      await expect(
        item.getByRole("link", { name: `Call ${phone.replace(/^0/, "+91 ")} (${name})` }),
      ).toHaveAttribute("href", /^tel:\+91988074/);
      await expect(item).toContainText("Luxe hall form");
      await shot(page, "issue32-inbox-search");
      await expectNoAxeViolations(page);

      await item.getByRole("link", { name: new RegExp(`^${name} — `) }).click();
      await expect(page.getByRole("heading", { level: 1, name: new RegExp(`from ${name}`) })).toBeVisible();
      await expect(page.getByTestId("hall-fields")).toContainText("Wedding or reception");
      await expect(page.getByTestId("hall-fields")).toContainText("14 February 2099");
      await expect(page.getByTestId("enquiry-call")).toHaveAttribute("href", /^tel:\+91988074/);
      await page.getByLabel("New call note").fill("Called: wants a tasting on Saturday.");
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByTestId("call-notes")).toContainText("Called: wants a tasting on Saturday.");
      await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");

      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
      await page.getByLabel("Follow up on").fill(today);
      await page.getByRole("button", { name: "Save date" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Follow-up date saved." })).toBeVisible();
      await shot(page, "issue32-enquiry-detail");
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "← All enquiries" }).click();
      await expect(
        page.getByTestId("due-list").getByTestId("enquiry-item").filter({ hasText: name }),
      ).toHaveCount(1);

      await page
        .getByTestId("due-list")
        .getByRole("link", { name: new RegExp(`^${name} — `) })
        .click();
      // The inbox has a Status filter too: wait for the enquiry itself.
      await expect(page.getByRole("heading", { level: 1, name: new RegExp(`from ${name}`) })).toBeVisible();
      await page.getByLabel("Status", { exact: true }).selectOption("lost");
      await page.getByLabel("If lost, why").selectOption("price");
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByTestId("lost-reason")).toHaveText("Lost: Price");

      await page.goto("/luxebooking/enquiries/report");
      const sources = page.getByTestId("report-sources");
      await expect(sources).toContainText("Luxe hall form");
      await expect(page.getByTestId("report-reasons")).toContainText("Price");
      await shot(page, "issue32-enquiry-report");
      await expectNoAxeViolations(page);
    });
  });
}
