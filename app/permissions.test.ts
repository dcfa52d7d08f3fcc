import { describe, expect, it } from "vitest";
import { type Capability, can, capabilities, deleteKind, roles } from "./permissions";

// Spec section 6, written out cell by cell: a change to the table must change this test.
const expected: Record<Capability, Record<(typeof roles)[number], boolean>> = {
  "user.register": { admin: true, operations: false, manager: false, accounts: false },
  "calendar.view": { admin: true, operations: true, manager: true, accounts: true },
  "reservation.view": { admin: true, operations: true, manager: true, accounts: true },
  "reservation.create": { admin: true, operations: true, manager: true, accounts: false },
  "reservation.edit": { admin: true, operations: true, manager: false, accounts: false },
  "reservation.status.softDeleted": { admin: true, operations: false, manager: false, accounts: false },
  "reservation.delete.permanent": { admin: true, operations: false, manager: false, accounts: false },
  "reservation.delete.soft": { admin: false, operations: true, manager: false, accounts: false },
  "reservation.delete.request": { admin: false, operations: false, manager: true, accounts: true },
  "reservation.restore": { admin: true, operations: false, manager: false, accounts: false },
  "reservation.softDeleted.view": { admin: true, operations: false, manager: false, accounts: false },
  "reservation.past.view": { admin: true, operations: true, manager: true, accounts: true },
  "reservation.past.act": { admin: true, operations: false, manager: false, accounts: false },
  "deletionRequest.view": { admin: true, operations: true, manager: false, accounts: false },
  "deletionRequest.process": { admin: true, operations: true, manager: false, accounts: false },
  "dashboard.admin": { admin: true, operations: false, manager: false, accounts: false },
  "dashboard.manager": { admin: true, operations: false, manager: true, accounts: false },
  "dashboard.operations": { admin: true, operations: true, manager: false, accounts: false },
  "dashboard.accounts": { admin: true, operations: false, manager: false, accounts: true },
  "menu.manage": { admin: true, operations: false, manager: true, accounts: false },
  "customerEntry.view": { admin: true, operations: false, manager: true, accounts: false },
  "enquiry.view": { admin: true, operations: false, manager: true, accounts: false },
  "enquiry.handle": { admin: true, operations: false, manager: true, accounts: false },
  "site.pictures.manage": { admin: true, operations: false, manager: true, accounts: false },
};

describe("permission table", () => {
  it("lists exactly the capabilities under test", () => {
    expect([...capabilities].sort()).toEqual(Object.keys(expected).sort());
  });

  for (const capability of capabilities) {
    for (const role of roles) {
      it(`${role} ${expected[capability][role] ? "may" : "may not"} ${capability}`, () => {
        expect(can(role, capability)).toBe(expected[capability][role]);
      });
    }
    it(`unknown roles and signed-out users may not ${capability}`, () => {
      expect(can("chef", capability)).toBe(false);
      expect(can("", capability)).toBe(false);
      expect(can("Admin", capability)).toBe(false);
      expect(can(null, capability)).toBe(false);
      expect(can(undefined, capability)).toBe(false);
    });
  }

  it("gives each role the spec's kind of delete", () => {
    expect(deleteKind("admin")).toBe("permanent");
    expect(deleteKind("operations")).toBe("soft");
    expect(deleteKind("manager")).toBe("request");
    expect(deleteKind("accounts")).toBe("request");
    expect(deleteKind("chef")).toBeNull();
  });
});
