import { describe, expect, it } from "vitest";
import { navLinksFor } from "~/components/staff/nav-links";
import { DomainError } from "~/modules/errors";
import { authorize, can, capabilities, dashboardFor, deleteKind, roles } from "./permissions";

// Behaviour the spec states per role, read through what the app shows and does. Every cell of the
// table is checked on the server by permissions.integration.test.ts (real routes, real sessions).

describe("spec 2.6 'Links by role' (the top bar)", () => {
  const labels = (role: string) => navLinksFor(role).map((link) => link.label);
  // The spec's links, then the issue-era screens: Enquiries, Menu Admin and Site Pictures for
  // those who may open them (admin and manager); Staff and Audit Trail for the admin (issue 14);
  // Table Bookings and Floor for admin, manager and operations (issue 31).
  it.each([
    [
      "admin",
      [
        "Admin Panel",
        "Register User",
        "Pending Deletions",
        "Soft Deleted",
        "New Reservation",
        "Past Reservations",
        "Enquiries",
        "Menu Admin",
        "Site Pictures",
        "Staff",
        "Audit Trail",
        "Billing Settings",
        "Client Messages",
        "Table Bookings",
        "Floor",
        "Hall Settings",
      ],
    ],
    [
      "manager",
      [
        "Manager Dashboard",
        "New Reservation",
        "Past Reservations",
        "Enquiries",
        "Menu Admin",
        "Site Pictures",
        "Table Bookings",
        "Floor",
      ],
    ],
    [
      "operations",
      [
        "Operations Dashboard",
        "Pending Deletions",
        "New Reservation",
        "Past Reservations",
        "Table Bookings",
        "Floor",
      ],
    ],
    ["accounts", ["Calendar View", "Past Reservations"]],
  ])("%s: %j", (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  it("counts pending deletions and unread enquiries on their links, and links to the right screens", () => {
    expect(navLinksFor("operations")).toContainEqual({
      to: "/luxebooking/admin/pending-deletions",
      label: "Pending Deletions",
      count: "pendingDeletions",
    });
    expect(navLinksFor("manager")).toContainEqual({
      to: "/luxebooking/enquiries",
      label: "Enquiries",
      count: "unreadEnquiries",
    });
    expect(navLinksFor("accounts")[0]).toEqual({ to: "/luxebooking/accounts", label: "Calendar View" });
  });

  it("an unrecognised role gets no links", () => {
    for (const role of ["chef", "", "Admin"]) expect(navLinksFor(role)).toEqual([]);
  });
});

describe("spec 6 'Dashboard' row and 2.6 'Role dashboard at /'", () => {
  it.each([
    ["admin", "admin"],
    ["manager", "manager"],
    ["operations", "operations"],
    ["accounts", "calendar"],
  ])("%s sees the %s dashboard", (role, dashboard) => {
    expect(dashboardFor(role)).toBe(dashboard);
  });

  it("an unrecognised role or no user has none (the support message)", () => {
    for (const role of ["chef", "", "Admin", null, undefined]) expect(dashboardFor(role)).toBeNull();
  });
});

describe("spec 6 'Delete' row: the Delete button each role gets", () => {
  it.each([
    ["admin", "permanent"],
    ["operations", "soft"],
    ["manager", "request"],
    ["accounts", "request"],
    ["chef", null],
  ])("%s: %s", (role, kind) => {
    expect(deleteKind(role)).toBe(kind);
  });
});

describe("unknown roles and signed-out users", () => {
  it("can do nothing at all", () => {
    for (const capability of capabilities) {
      for (const role of ["chef", "", "Admin", " admin", "admin ", null, undefined]) {
        expect(can(role, capability), `${String(role)} ${capability}`).toBe(false);
      }
    }
  });
});

describe("authorize (use cases check the table again)", () => {
  it("refuses with a 403 DomainError carrying the screen's denial, or 'Access Denied'", () => {
    expect(() => authorize({ role: "accounts" }, "reservation.create", "No.")).toThrow(
      new DomainError(403, "No."),
    );
    let refused: unknown;
    try {
      authorize({ role: "chef" }, "reservation.view");
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 403, message: "Access Denied" });
  });

  it("lets through every role the table allows, for every capability", () => {
    for (const capability of capabilities) {
      for (const role of roles) {
        if (can(role, capability)) expect(() => authorize({ role }, capability)).not.toThrow();
        else expect(() => authorize({ role }, capability)).toThrow(DomainError);
      }
    }
  });
});
