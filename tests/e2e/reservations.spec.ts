import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createReservation, fillReservation, openFromCalendar } from "./reservations-support";
import {
  expectLiveUpdate,
  expectNoAxeViolations,
  expectStaysAfter,
  followRedirect,
  holdRequests,
  markDocument,
  signInAs,
} from "./support";

async function confirmWith(page: Page, button: string, text: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: "Confirm" }).click();
}

test("admin: create, edit, soft-delete via edit, soft-deleted list, restore, permanent delete", async ({
  page,
}) => {
  await signInAs(page, "admin");
  await createReservation(page, {
    eventName: "Admin Journey Gala",
    eventDate: "2099-01-15",
    start: "18:00",
    end: "23:00",
  });

  await openFromCalendar(page, "2099-01-15", "Admin Journey Gala");
  await expect(page.getByTestId("payment-breakdown")).toContainText("₹1,20,000.00");
  await expect(page.getByTestId("payment-breakdown")).toContainText("₹1,41,600.00");
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByLabel("Guest Count").fill("150");
  await page.getByRole("button", { name: "Update Reservation" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Reservation updated successfully!" }),
  ).toBeVisible();
  await followRedirect(page, /\/luxebooking\/reservation\/[0-9a-f-]{36}$/);

  await openFromCalendar(page, "2099-01-15", "Admin Journey Gala");
  await expect(page.getByTestId("payment-breakdown")).toContainText("₹1,77,000.00");
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Status").locator("option")).toHaveText([
    "Confirmed",
    "Pending",
    "Cancelled",
    "Completed",
    "Soft Deleted",
  ]);
  await page.getByLabel("Status").selectOption("soft-deleted");
  await page.getByRole("button", { name: "Update Reservation" }).click();
  await followRedirect(page, /\/luxebooking\/reservation\/[0-9a-f-]{36}$/);

  await page.goto("/luxebooking/admin/soft-deleted-reservations");
  const card = page.getByTestId("reservation-card").filter({ hasText: "Admin Journey Gala" });
  await expect(card.getByText("SOFT-DELETED")).toBeVisible();
  await expect(card.getByRole("link", { name: /View Details/ })).toBeVisible();
  await card.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    "Are you sure you want to restore this soft-deleted reservation?",
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Reservation restored successfully to active list.")).toBeVisible();
  await expect(card).toHaveCount(0);

  await openFromCalendar(page, "2099-01-15", "Admin Journey Gala");
  await confirmWith(
    page,
    "Delete",
    "Are you sure you want to permanently delete this reservation? This action cannot be undone.",
  );
  await expect(
    page.getByRole("status").filter({ hasText: "Reservation permanently deleted." }),
  ).toBeVisible();
  await followRedirect(page, /\/luxebooking$/);
  await page.goto("/luxebooking?month=2099-01&date=2099-01-15");
  await expect(page.getByText("No reservations for this date. It's available!")).toBeVisible();
});

test("admin: restore from the detail screen stays on the page", async ({ page }) => {
  await signInAs(page, "admin");
  await createReservation(page, {
    eventName: "Restore Here",
    eventDate: "2099-01-20",
    start: "12:00",
    end: "15:00",
  });
  await openFromCalendar(page, "2099-01-20", "Restore Here");
  const url = page.url();
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByLabel("Status").selectOption("soft-deleted");
  await page.getByRole("button", { name: "Update Reservation" }).click();
  await followRedirect(page, /\/luxebooking\/reservation\/[0-9a-f-]{36}$/);
  await page.goto(url);
  await expect(page.getByText("SOFT-DELETED", { exact: true })).toBeVisible();
  await confirmWith(page, "Restore", "Are you sure you want to restore this soft-deleted reservation?");
  await expect(
    page.getByRole("status").filter({ hasText: "Reservation restored successfully." }),
  ).toBeVisible();
  await expectStaysAfter(page, 2000);
  expect(page.url()).toBe(url);
  await expect(page.getByText("SOFT-DELETED", { exact: true })).toHaveCount(0);

  // Soft-delete it again, then Delete Permanently from the soft-deleted list.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByLabel("Status").selectOption("soft-deleted");
  await page.getByRole("button", { name: "Update Reservation" }).click();
  await followRedirect(page, /\/luxebooking\/reservation\/[0-9a-f-]{36}$/);
  await page.goto("/luxebooking/admin/soft-deleted-reservations");
  const card = page.getByTestId("reservation-card").filter({ hasText: "Restore Here" });
  await card.getByRole("button", { name: "Delete Permanently" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    "Are you sure you want to permanently delete this reservation? This action cannot be undone.",
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(card).toHaveCount(0);
  await page.goto(url);
  await expect(page.getByRole("alert")).toHaveText("Reservation not found");
  await page.getByRole("link", { name: "Return to Dashboard" }).click();
  await expect(page).toHaveURL(/\/luxebooking$/);
});

test("admin: header buttons; Pending Deletions only while requests wait; Reject", async ({ page }) => {
  await signInAs(page, "admin");
  const header = page.getByRole("main");
  for (const name of ["Soft Deleted", "Past Reservations", "New Reservation"]) {
    await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(header.getByRole("link", { name: /^Pending Deletions/ })).toBeVisible();
  await page.goto("/luxebooking/admin/pending-deletions");
  const requests = page.getByTestId("deletion-request");
  while ((await requests.count()) > 0) {
    const before = await requests.count();
    await requests
      .first()
      .getByRole("button", { name: /^Reject/ })
      .click();
    await expect(page.getByText("Deletion request rejected.").first()).toBeVisible();
    await expect(requests).toHaveCount(before - 1);
  }
  await expect(page.getByText("No pending deletion requests.")).toBeVisible();
  await page.goto("/luxebooking");
  await expect(header.getByRole("link", { name: "Soft Deleted", exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: /^Pending Deletions/ })).toHaveCount(0);
});

test("a confirmed double booking is refused naming the other event; the form warns first", async ({
  page,
}) => {
  await signInAs(page, "operations");
  await createReservation(page, {
    eventName: "Sharma Wedding Reception",
    eventDate: "2099-02-12",
    start: "18:00",
    end: "23:00",
  });
  await page.goto("/luxebooking/new-reservation");
  await fillReservation(page, {
    eventName: "Clash",
    eventDate: "2099-02-12",
    start: "22:00",
    end: "01:00",
    meal: "Non-Veg",
  });
  const message =
    'The hall is already booked for "Sharma Wedding Reception" from 18:00 to 23:00 on 12 February 2099.';
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
  await page.getByRole("button", { name: "Create Reservation" }).click();
  await expect(page.getByRole("alert")).toHaveText(`Failed to create reservation: ${message}`);
});

/**
 * Records, from now until the page is reloaded, every overlap warning it shows and whether a
 * success message it showed went away again or a "changed by someone else" notice appeared:
 * through the save, the live update it causes and the client-side redirect after it.
 */
async function watchSave(page: Page) {
  await page.evaluate(() => {
    const log = {
      warnings: [] as string[],
      successShown: false,
      successLost: false,
      changedElsewhere: false,
    };
    (window as unknown as { saveLog: typeof log }).saveLog = log;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll("[role=status]")) {
        if (el.textContent?.includes("Pending reservations at this time")) log.warnings.push(el.textContent);
        if (el.textContent?.includes("Someone else changed this reservation")) log.changedElsewhere = true;
      }
      // The form's own page: after the 1.5 s the booking's page follows (issue 32 item 13).
      if (!/\/(new|edit)-reservation/.test(location.pathname)) return;
      const success = /Reservation (created|updated) successfully!/.test(
        document.querySelector("main")?.textContent ?? "",
      );
      if (success) log.successShown = true;
      else if (log.successShown) log.successLost = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function saveLog(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          saveLog: {
            warnings: string[];
            successShown: boolean;
            successLost: boolean;
            changedElsewhere: boolean;
          };
        }
      ).saveLog,
  );
}

test("a new pending reservation is never named in its own overlap warning (issue 12)", async ({ page }) => {
  await signInAs(page, "operations", { at: "/luxebooking/new-reservation" });
  await watchSave(page);
  await fillReservation(page, {
    eventName: "Self Hold Check",
    eventDate: "2099-02-14",
    start: "11:00",
    end: "13:00",
    meal: "Veg",
    status: "pending",
  });
  await page.getByRole("button", { name: "Create Reservation" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Reservation created successfully!" }),
  ).toBeVisible();
  // Waited for in real time: the save's live update must arrive within these 1.5 s. Issue 32 item
  // 13: the page then lands on the booking.
  await expect(page).toHaveURL(/\/luxebooking\/reservation\/[0-9a-f-]{36}$/, { timeout: 4000 });
  const created = await saveLog(page);
  expect(created.warnings.filter((text) => text.includes("Self Hold Check"))).toEqual([]);
  // The save's own live update does not make the page forget it was saved.
  expect(created).toMatchObject({ successShown: true, successLost: false });

  // Saving an edit neither warns about itself nor says someone else changed it.
  await openFromCalendar(page, "2099-02-14", "Self Hold Check");
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Guest Count")).toHaveValue("120");
  await watchSave(page);
  await page.getByLabel("Guest Count").fill("130");
  await page.getByRole("button", { name: "Update Reservation" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Reservation updated successfully!" }),
  ).toBeVisible();
  // Waited for in real time: the save's live update must arrive within these 1.5 s. Issue 32 item
  // 13: the page then lands on the booking.
  await expect(page).toHaveURL(/\/luxebooking\/reservation\/[0-9a-f-]{36}$/, { timeout: 4000 });
  const updated = await saveLog(page);
  expect(updated.warnings.filter((text) => text.includes("Self Hold Check"))).toEqual([]);
  expect(updated).toMatchObject({ successShown: true, successLost: false, changedElsewhere: false });

  // Another reservation at that time is still warned about the pending hold.
  await page.goto("/luxebooking/new-reservation");
  await fillReservation(page, {
    eventName: "Second Look",
    eventDate: "2099-02-14",
    start: "12:00",
    end: "14:00",
  });
  await expect(
    page.getByRole("status").filter({ hasText: "Pending reservations at this time:" }),
  ).toContainText('"Self Hold Check" from 11:00 to 13:00 on 14 February 2099');
});

test("form: amounts are bounded next to their field; more than 400 guests warns while typing", async ({
  page,
}) => {
  await signInAs(page, "admin", { at: "/luxebooking/new-reservation" });
  await fillReservation(page, {
    eventName: "Too Large",
    eventDate: "2099-02-21",
    start: "10:00",
    end: "12:00",
    guests: "10000",
    perPerson: "99999999.99",
    meal: "Veg",
  });
  await page.getByRole("button", { name: "Create Reservation" }).click();
  const perPerson = page.getByLabel("Per Person Amount (₹)");
  await expect(perPerson).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The per-person amount must be at most ₹10,00,000.00.")).toBeVisible();

  const seating = page.getByText("Above the hall's seating of 400 guests.");
  await expect(seating).toBeVisible();
  await page.getByLabel("Guest Count").fill("400");
  await expect(seating).toBeHidden();
  await page.getByLabel("Guest Count").fill("401");
  await expect(seating).toBeVisible();

  // 401 × ₹1,000 + 18 % = ₹4,73,180.00.
  await perPerson.fill("1000");
  await page.getByLabel("Advance Amount Received (₹)").fill("473180.01");
  await page.getByRole("button", { name: "Create Reservation" }).click();
  await expect(page.getByText("The advance cannot be more than the total amount.")).toBeVisible();
  await page.getByLabel("Advance Amount Received (₹)").fill("473180");
  await page.getByRole("button", { name: "Create Reservation" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Reservation created successfully!" }),
  ).toBeVisible();
  await followRedirect(page, /\/luxebooking\/reservation\/[0-9a-f-]{36}$/);
  await openFromCalendar(page, "2099-02-21", "Too Large");
  await expect(page.getByText("Above the hall's seating of 400 guests.")).toBeVisible();
  await expect(page.getByTestId("payment-breakdown")).toContainText("₹0.00");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server sends the form back with each bound on its field and the seating warning", async ({
    page,
  }) => {
    await signInAs(page, "admin", { at: "/luxebooking/new-reservation" });
    await fillReservation(page, {
      eventName: "No Script",
      eventDate: "2099-02-22",
      start: "10:00",
      end: "12:00",
      guests: "450",
      perPerson: "1000001",
      meal: "Veg",
    });
    await page.getByRole("button", { name: "Create Reservation" }).click();
    await expect(page.getByText("The per-person amount must be at most ₹10,00,000.00.")).toBeVisible();
    await expect(page.getByText("Above the hall's seating of 400 guests.")).toBeVisible();
    await expect(page.getByLabel("Guest Count")).toHaveValue("450");
  });
});

test("form: meal type message, NC disables the chargeable inputs, defaults", async ({ page }) => {
  await signInAs(page, "admin", { at: "/luxebooking/new-reservation" });
  await expect(page.getByLabel("GST Value")).toHaveValue("18");
  await expect(page.getByLabel("Status")).toHaveValue("confirmed");
  await expect(page.getByLabel("Status").locator("option")).toHaveText([
    "Confirmed",
    "Pending",
    "Cancelled",
    "Completed",
  ]);
  for (const section of [
    "Event Details",
    "Client Information",
    "Meal Type",
    "Payment Information",
    "Alcohol Charges (optional)",
    "Status",
    "Additional Information",
  ]) {
    await expect(page.getByRole("group", { name: section, exact: true })).toBeVisible();
  }
  await fillReservation(page, {
    eventName: "No Meal",
    eventDate: "2099-02-20",
    start: "10:00",
    end: "11:00",
  });
  await page.getByRole("button", { name: "Create Reservation" }).click();
  await expect(page.getByText("Please select a meal type (Veg or Non-Veg).")).toBeVisible();
  await page.getByLabel("Non-Chargeable (NC)").check();
  for (const label of ["Per Person Amount (₹)", "GST Value", "Advance Amount Received (₹)"]) {
    await expect(page.getByLabel(label)).toBeDisabled();
  }
  await expect(page.getByTestId("form-totals")).toContainText("₹0.00");
});

test("operations: soft delete with its confirm text, then approve a deletion request", async ({
  page,
  browser,
}) => {
  await signInAs(page, "operations");
  await createReservation(page, {
    eventName: "Ops Soft Delete",
    eventDate: "2099-03-01",
    start: "12:00",
    end: "14:00",
  });
  await openFromCalendar(page, "2099-03-01", "Ops Soft Delete");
  await confirmWith(
    page,
    "Delete",
    "Are you sure you want to delete this reservation? It will be removed from your view.",
  );
  await expect(page.getByRole("status").filter({ hasText: "Reservation deleted." })).toBeVisible();
  await followRedirect(page, /\/luxebooking$/);
  await page.goto("/luxebooking?month=2099-03&date=2099-03-01");
  await expect(page.getByText("No reservations for this date. It's available!")).toBeVisible();

  // A manager asks for a deletion; operations approves it.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, "manager");
  await createReservation(manager, {
    eventName: "Ops Approves",
    eventDate: "2099-03-02",
    start: "12:00",
    end: "14:00",
  });
  await openFromCalendar(manager, "2099-03-02", "Ops Approves");
  await confirmWith(
    manager,
    "Request Delete",
    "Are you sure you want to request deletion of this reservation? An admin will review.",
  );
  await expect(manager.getByRole("status").filter({ hasText: "Deletion request submitted." })).toBeVisible();
  await managerContext.close();

  await page.goto("/luxebooking/admin/pending-deletions");
  const request = page.getByTestId("deletion-request").filter({ hasText: "Ops Approves" });
  await expect(request).toContainText("manager@demo.test");
  await request.getByRole("button", { name: "Approve", exact: true }).click();
  const approveDialog = page.getByRole("alertdialog");
  await expect(approveDialog).toContainText('This permanently deletes "Ops Approves". Continue?');
  await approveDialog.getByRole("button", { name: "Confirm" }).click();
  await expect(
    page.getByText("Deletion request approved and reservation permanently deleted.").first(),
  ).toBeVisible();
  await expect(request).toHaveCount(0);
  await page.goto("/luxebooking?month=2099-03&date=2099-03-02");
  await expect(page.getByText("No reservations for this date. It's available!")).toBeVisible();
});

test("manager: request deletion with its confirm text; no Edit; edit page denied", async ({ page }) => {
  await signInAs(page, "manager");
  await createReservation(page, {
    eventName: "Manager Request",
    eventDate: "2099-03-10",
    start: "12:00",
    end: "14:00",
  });
  await openFromCalendar(page, "2099-03-10", "Manager Request");
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  const detail = page.url();
  await confirmWith(
    page,
    "Request Delete",
    "Are you sure you want to request deletion of this reservation? An admin will review.",
  );
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Deletion request submitted. An admin will review your request." }),
  ).toBeVisible();
  await followRedirect(page, /\/luxebooking$/);
  await page.goto(detail.replace("/reservation/", "/edit-reservation/"));
  await expect(page.getByText("You do not have permission to edit reservations.")).toBeVisible();
  await expect(page.getByText("Access Denied")).toBeVisible();
});

test("accounts: calendar only; denial screens", async ({ page }) => {
  await signInAs(page, "accounts");
  await expect(page.getByRole("heading", { name: "Reservation Calendar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Past Reservations" }).first()).toBeVisible();
  await expect(page.getByText("Upcoming/Active Reservations")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "New Reservation" })).toHaveCount(0);

  await page.goto("/luxebooking/new-reservation");
  await expect(page.getByText("You do not have permission to add new reservations.").first()).toBeVisible();
  await followRedirect(page, /\/luxebooking$/);

  for (const [path, text] of [
    ["/luxebooking/admin/soft-deleted-reservations", "Only administrators can access this page."],
    ["/luxebooking/manager", "You don't have permission to access the manager dashboard."],
    ["/luxebooking/admin/pending-deletions", "Access Denied"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await page.goto("/luxebooking/accounts");
  await expect(page.getByRole("heading", { name: "Reservation Calendar" })).toBeVisible();
});

test("offline: the spec's message shows while the connection is gone", async ({ page, context }) => {
  await signInAs(page, "manager");
  await context.setOffline(true);
  await expect(page.getByRole("alert")).toHaveText("Failed to get document because the client is offline.");
  await context.setOffline(false);
  await expect(page.getByText("Failed to get document because the client is offline.")).toHaveCount(0);
});

test("calendar colours, legend and upcoming events", async ({ page }) => {
  await signInAs(page, "admin");
  await createReservation(page, {
    eventName: "Colour Confirmed",
    eventDate: "2099-04-10",
    start: "12:00",
    end: "14:00",
  });
  await createReservation(page, {
    eventName: "Colour Pending",
    eventDate: "2099-04-11",
    start: "12:00",
    end: "14:00",
    status: "pending",
  });
  await page.goto("/luxebooking?month=2099-04&date=2099-04-10");
  await expect(page.locator('[data-date="2099-04-10"]')).toHaveAttribute("data-colour", "confirmed");
  await expect(page.locator('[data-date="2099-04-11"]')).toHaveAttribute("data-colour", "pending");
  await expect(page.locator('[data-date="2099-04-12"]')).toHaveAttribute("data-colour", "available");
  await expect(page.getByRole("list", { name: "Legend" }).getByRole("listitem")).toHaveText([
    "Confirmed",
    "Pending",
    "Past",
    "Available",
  ]);
  const selected = page.getByTestId("selected-date-list");
  await expect(selected).toContainText("Colour Confirmed");
  await expect(selected).toContainText("Asha Menon");
  await expect(selected).toContainText("12:00 – 14:00");
  await expect(selected).toContainText("120 guests");
  await expect(selected).toContainText("₹1,41,600.00");
  await page.goto("/luxebooking?month=2020-01");
  await expect(page.locator('[data-date="2020-01-15"]')).toHaveAttribute("data-colour", "past");
  await expect(page.getByTestId("upcoming-events").getByRole("listitem")).toHaveCount(3);
});

/** Two users in their own browsers: operations watching the dashboard, an admin making changes. */
async function watcherAndEditor(browser: Browser) {
  const watcher = await browser.newContext();
  const editor = await browser.newContext();
  const watch = await watcher.newPage();
  const edit = await editor.newPage();
  await signInAs(watch, "operations");
  await signInAs(edit, "admin");
  return { watcher, editor, watch, edit };
}

test("live: a change made after the page was rendered but before its live stream opened still appears", async ({
  browser,
}) => {
  const { watcher, editor, watch, edit } = await watcherAndEditor(browser);
  // A slow phone: the dashboard is on screen, its stream not yet open, when the change is made.
  const streams = await holdRequests(watch, "**/api/v1/reservations/events*");
  const opening = watch.waitForRequest("**/api/v1/reservations/events*");
  await watch.goto("/luxebooking?month=2099-05&date=2099-05-06");
  await expect(watch.getByText("No reservations for this date. It's available!")).toBeVisible();
  await markDocument(watch);
  await opening;
  await createReservation(edit, {
    eventName: "Before The Stream Party",
    eventDate: "2099-05-06",
    start: "19:00",
    end: "22:00",
  });
  streams.releaseAll();
  await expectLiveUpdate(watch, "a change made before the stream opened", () =>
    expect(watch.getByTestId("selected-date-list")).toContainText("Before The Stream Party"),
  );
  await Promise.all([watcher.close(), editor.close()]);
});

test("live: another user's change appears without reload", async ({ browser }) => {
  // Three people's screens, a save that now lands on the booking (issue 32 item 13), a request and an edit.
  test.setTimeout(60_000);
  const { watcher, editor, watch, edit } = await watcherAndEditor(browser);
  // The live stream is open (its answer has come) before the change is made.
  const stream = watch.waitForResponse((r) =>
    (r.headers()["content-type"] ?? "").includes("text/event-stream"),
  );
  await watch.goto("/luxebooking?month=2099-05&date=2099-05-05");
  await expect(watch.getByText("No reservations for this date. It's available!")).toBeVisible();
  await markDocument(watch);
  await stream;
  await createReservation(edit, {
    eventName: "Live Update Party",
    eventDate: "2099-05-05",
    start: "19:00",
    end: "22:00",
  });
  await expectLiveUpdate(watch, "another user's new reservation on the open calendar", () =>
    expect(watch.getByTestId("selected-date-list")).toContainText("Live Update Party"),
  );
  await expect(watch.locator('[data-date="2099-05-05"]')).toHaveAttribute("data-colour", "confirmed");

  // The pending-deletion badge moves too.
  const manager = await browser.newContext();
  const ask = await manager.newPage();
  await signInAs(ask, "manager");
  const badge = watch.getByTestId("count-pendingDeletions");
  const before = Number((await badge.count()) ? await badge.textContent() : 0);
  await openFromCalendar(ask, "2099-05-05", "Live Update Party");
  await confirmWith(
    ask,
    "Request Delete",
    "Are you sure you want to request deletion of this reservation? An admin will review.",
  );
  // Timed from the request's answer (it is then stored and announced), not from the click.
  await expect(ask.getByRole("status").filter({ hasText: "Deletion request submitted." })).toBeVisible();
  await expectLiveUpdate(watch, "the pending-deletion badge", () =>
    expect(badge).toHaveText(String(before + 1)),
  );

  // An open detail page follows an edit made elsewhere.
  await openFromCalendar(watch, "2099-05-05", "Live Update Party");
  // .first(): the detail's own field; operations also see the History section (issue 14) below it.
  await expect(watch.getByText("120", { exact: true }).first()).toBeVisible();
  await markDocument(watch);
  await openFromCalendar(edit, "2099-05-05", "Live Update Party");
  await edit.getByRole("link", { name: "Edit", exact: true }).click();
  await edit.getByLabel("Guest Count").fill("175");
  await edit.getByRole("button", { name: "Update Reservation" }).click();
  await expect(
    edit.getByRole("status").filter({ hasText: "Reservation updated successfully!" }),
  ).toBeVisible();
  await expectLiveUpdate(watch, "an edit made elsewhere, on the open detail page", () =>
    expect(watch.getByText("175", { exact: true }).first()).toBeVisible(),
  );

  // An open edit form learns that someone else saved first.
  await watch.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(watch.getByLabel("Guest Count")).toHaveValue("175");
  await edit.goto(new URL(watch.url()).pathname);
  await edit.getByLabel("Guest Count").fill("180");
  await edit.getByRole("button", { name: "Update Reservation" }).click();
  await expect(
    edit.getByRole("status").filter({ hasText: "Reservation updated successfully!" }),
  ).toBeVisible();
  await expectLiveUpdate(watch, "an open edit form told someone else saved first", () =>
    expect(
      watch.getByText(
        "Someone else changed this reservation while you were editing it. Reload to see the latest details before saving.",
      ),
    ).toBeVisible(),
  );
  await Promise.all([watcher.close(), editor.close(), manager.close()]);
});

// One test per role (each with its own time budget), in order: the first creates the reservation
// whose detail and edit screens the others check.
test.describe("axe: no violations on every staff screen", () => {
  test.describe.configure({ mode: "serial" });
  let detail = "";
  let edit = "";
  const axeScreens = (detail: string, edit: string): Record<string, string[]> => ({
    admin: [
      "/luxebooking",
      "/luxebooking/admin",
      "/luxebooking/new-reservation",
      detail,
      edit,
      "/luxebooking/past-reservations",
      "/luxebooking/admin/pending-deletions",
      "/luxebooking/admin/soft-deleted-reservations",
      "/luxebooking/manager",
      "/luxebooking/operations",
      "/luxebooking/accounts",
    ],
    operations: [
      "/luxebooking",
      "/luxebooking/operations",
      detail,
      edit,
      "/luxebooking/admin/pending-deletions",
    ],
    manager: ["/luxebooking", "/luxebooking/manager", detail, "/luxebooking/past-reservations", edit],
    accounts: ["/luxebooking", "/luxebooking/accounts", detail],
  });

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInAs(page, "admin");
    await createReservation(page, {
      eventName: "Axe Check",
      eventDate: "2099-06-01",
      start: "12:00",
      end: "14:00",
    });
    await openFromCalendar(page, "2099-06-01", "Axe Check");
    detail = new URL(page.url()).pathname;
    edit = detail.replace("/reservation/", "/edit-reservation/");
    await page.close();
  });

  for (const role of ["admin", "operations", "manager", "accounts"] as const) {
    test(role, async ({ browser }) => {
      // Up to 11 screens, each a page load and a full axe run.
      test.setTimeout(120_000);
      const paths = axeScreens(detail, edit)[role]!;
      const context = await browser.newContext();
      const p = await context.newPage();
      await signInAs(p, role as "admin");
      for (const path of paths) {
        await p.goto(path);
        // Not "networkidle": the live stream keeps a connection open on every staff screen.
        await p.waitForLoadState("load");
        await expectNoAxeViolations(p);
      }
      // A toast too (the accounts denial shows one), and the confirm dialog.
      if (role === "accounts") {
        await p.goto("/luxebooking/new-reservation");
        const toast = p.locator("[data-sonner-toast]");
        await expect(toast).toBeVisible();
        // Measured once it has faded in: mid-animation colours are not what people read.
        await expect(toast).toHaveCSS("opacity", "1");
        await expectNoAxeViolations(p);
      } else {
        await p.goto(detail);
        await p
          .getByRole("button", { name: role === "manager" ? "Request Delete" : "Delete", exact: true })
          .click();
        const dialog = p.getByRole("alertdialog");
        await expect(dialog).toBeVisible();
        // Measured once it has faded in, like the toast.
        await expect(dialog).toHaveCSS("opacity", "1");
        await expectNoAxeViolations(p);
      }
      await context.close();
    });
  }
});
