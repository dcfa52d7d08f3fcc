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
        "Owner's Overview",
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

/**
 * Issue 28 item 20: the table's cells as the spec writes them (SPEC.md section 6, copied here word
 * for word), not the table compared with itself. Each row of the spec is one or more capabilities;
 * "yes" / "no" and the Delete row's kinds are read from the spec's text.
 */
const SPEC_ROLE_TABLE = `
| Capability | admin | operations | manager | accounts |
|---|---|---|---|---|
| Register users | yes | no | no | no |
| Create reservation | yes | yes | yes | no |
| Edit reservation | yes | yes | no | no |
| Delete | permanent | soft delete | Request Delete only | Request Delete only |
| Restore soft-deleted | yes | no | no | no |
| Soft-deleted list; sees who soft-deleted | yes | no | no | no |
| Approve or reject deletion requests | yes | yes | no | no |
| View pending deletions | yes | yes | no | no |
| Past reservations | yes | yes | yes | yes |
| Act on past reservations (edit etc.) | yes | no | no | no |
| Dashboard | admin dashboard | operations dashboard; upcoming non-soft-deleted with eventDate today or later | manager dashboard | calendar view |
`;

function specRows(): Map<string, Record<string, string>> {
  const lines = SPEC_ROLE_TABLE.trim().split("\n");
  const header = lines[0]!
    .split("|")
    .slice(2, -1)
    .map((cell) => cell.trim());
  const rows = new Map<string, Record<string, string>>();
  for (const line of lines.slice(2)) {
    const [name, ...cells] = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.set(name!, Object.fromEntries(header.map((role, i) => [role, cells[i]!])));
  }
  return rows;
}

describe("spec 6's role table, cell by cell", () => {
  const rows = specRows();
  const yesNo: [string, (typeof capabilities)[number][]][] = [
    ["Register users", ["user.register"]],
    ["Create reservation", ["reservation.create"]],
    ["Edit reservation", ["reservation.edit"]],
    ["Restore soft-deleted", ["reservation.restore"]],
    ["Soft-deleted list; sees who soft-deleted", ["reservation.softDeleted.view"]],
    ["Approve or reject deletion requests", ["deletionRequest.process"]],
    ["View pending deletions", ["deletionRequest.view"]],
    ["Past reservations", ["reservation.past.view"]],
    ["Act on past reservations (edit etc.)", ["reservation.past.act"]],
  ];

  it("has the rows the spec has", () => {
    expect([...rows.keys()].sort()).toEqual([...yesNo.map(([row]) => row), "Delete", "Dashboard"].sort());
  });

  it.each(yesNo)("%s", (row, rowCapabilities) => {
    const cells = rows.get(row)!;
    for (const role of roles) {
      expect(["yes", "no"], `${row} / ${role}`).toContain(cells[role]);
      for (const capability of rowCapabilities) {
        expect(can(role, capability), `${row} / ${role}: ${capability}`).toBe(cells[role] === "yes");
      }
    }
  });

  it("Delete: permanent, soft delete, Request Delete only", () => {
    const cells = rows.get("Delete")!;
    const kinds: Record<string, string> = {
      permanent: "permanent",
      "soft delete": "soft",
      "Request Delete only": "request",
    };
    for (const role of roles) {
      expect(deleteKind(role), role).toBe(kinds[cells[role]!]);
      expect(can(role, "reservation.delete.permanent"), role).toBe(cells[role] === "permanent");
      expect(can(role, "reservation.delete.soft"), role).toBe(cells[role] === "soft delete");
      expect(can(role, "reservation.delete.request"), role).toBe(cells[role] === "Request Delete only");
    }
  });

  it("Dashboard: each role's own", () => {
    const cells = rows.get("Dashboard")!;
    const dashboards: Record<string, string> = {
      "admin dashboard": "admin",
      "manager dashboard": "manager",
      "calendar view": "calendar",
    };
    for (const role of roles) {
      const cell = cells[role]!;
      expect(dashboardFor(role), role).toBe(
        dashboards[cell] ?? (cell.startsWith("operations dashboard") ? "operations" : null),
      );
    }
  });
});
