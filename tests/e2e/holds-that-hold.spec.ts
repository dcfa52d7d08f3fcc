import { expect, test } from "./fixtures";
import { shot } from "./menu-support";
import { createReservation, fillReservation } from "./reservations-support";
import { expectNoAxeViolations, signInAs } from "./support";

// Issue 32 item 7: a 1st-option hold keeps its slot; admin and operations override it with a reason.
for (const width of [390, 1280] as const) {
  test.describe(`holds that hold at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("confirming over another client's 1st-option hold is refused; an override with a reason releases it, and the released booking says why", async ({
      page,
    }) => {
      // Two roles, three saves and two axe runs: longer than one screen's test.
      test.setTimeout(60_000);
      const date = width === 390 ? "2099-09-05" : "2099-09-06";
      const held = `Sharma Hold ${width}`;
      await signInAs(page, "manager");
      await createReservation(page, {
        eventName: held,
        eventDate: date,
        start: "18:00",
        end: "23:00",
        status: "pending",
      });

      await page.context().clearCookies();
      await signInAs(page, "admin", { at: "/luxebooking/new-reservation" });
      await fillReservation(page, {
        eventName: `Khan Reception ${width}`,
        eventDate: date,
        start: "19:00",
        end: "23:30",
        meal: "Veg",
      });
      // Said while typing, before any save.
      const heldText =
        /This slot is held for Asha Menon \(1st option\) until .+\. Release the hold or ask an administrator to override\./;
      await expect(page.getByTestId("held-warning")).toHaveText(heldText);
      await page.getByRole("button", { name: "Create Reservation" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "This slot is held for" })).toHaveText(
        new RegExp(`^Failed to create reservation: ${heldText.source}$`),
      );
      const override = page.getByTestId("hold-override");
      await expect(override).toBeVisible();
      await shot(page, "issue32-hold-refused");
      await expectNoAxeViolations(page);

      await override.getByLabel("Override the 1st-option hold").check();
      await page.getByRole("button", { name: "Create Reservation" }).click();
      await expect(page.getByText("Enter the reason for overriding the hold.")).toBeVisible();
      await override.getByLabel("Reason for the override").fill("Khan family paid the full advance.");
      await page.getByRole("button", { name: "Create Reservation" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Reservation created successfully!" }),
      ).toBeVisible();

      await page.goto(`/luxebooking?month=${date.slice(0, 7)}&date=${date}`);
      await page
        .getByRole("link", { name: `View Details of ${held}` })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1, name: held })).toBeVisible();
      const notice = page.getByTestId("hold-released");
      await expect(notice).toContainText("Hold released");
      await expect(notice).toContainText("by admin@demo.test: another booking was confirmed over it.");
      await expect(notice).toContainText("Reason: Khan family paid the full advance.");
      await expect(page.getByText("Cancelled").first()).toBeVisible();
      // Its history (admin) records the release with the reason.
      const history = page.getByRole("region", { name: "History" });
      await expect(
        history.getByTestId("audit-entry").filter({ hasText: "reservation.hold-released" }),
      ).toContainText("Khan family paid the full advance.");
      await shot(page, "issue32-hold-released");
      await expectNoAxeViolations(page);
    });
  });
}
