import { DomainError } from "~/base/errors";

/**
 * The spec's section 6 role table as data: capability → roles allowed. The only place roles are
 * named and compared (a test walks app/ and server/ to keep it so). The server checks it in every
 * loader, action and API handler (requirePermission) and again in every use case (authorize); the
 * UI reads the same table only to hide controls.
 */
export const roles = ["admin", "manager", "operations", "accounts"] as const;
export type Role = (typeof roles)[number];

export const permissions = {
  "user.register": ["admin"],
  "calendar.view": ["admin", "manager", "operations", "accounts"],
  "reservation.view": ["admin", "manager", "operations", "accounts"],
  "reservation.create": ["admin", "operations", "manager"],
  "reservation.edit": ["admin", "operations"],
  // The edit form's Soft-deleted status: soft-deleted reservations are the admin's (spec 4, 6).
  "reservation.status.softDeleted": ["admin"],
  "reservation.delete.permanent": ["admin"],
  "reservation.delete.soft": ["operations"],
  "reservation.delete.request": ["manager", "accounts"],
  "reservation.restore": ["admin"],
  "reservation.softDeleted.view": ["admin"],
  "reservation.past.view": ["admin", "manager", "operations", "accounts"],
  "reservation.past.act": ["admin"],
  "deletionRequest.view": ["admin", "operations"],
  "deletionRequest.process": ["admin", "operations"],
  "dashboard.admin": ["admin"],
  "dashboard.manager": ["manager", "admin"],
  "dashboard.operations": ["operations", "admin"],
  "dashboard.accounts": ["accounts", "admin"],
  "menu.manage": ["admin", "manager"],
  "customerEntry.view": ["admin", "manager"],
  // Issue 18 (DPDP Act 2023): the retention period and guests' requests for their data.
  "guestData.manage": ["admin", "manager"],
  // Issue 16: a pending reservation's 'Hold until', set by those who create reservations.
  "reservation.hold.set": ["admin", "manager", "operations"],
  // Issue 16: the search result as CSV or .xlsx, for the admin and accounts.
  "reservation.export": ["admin", "accounts"],
  "enquiry.view": ["admin", "manager"],
  "enquiry.handle": ["admin", "manager"],
  // Not in the spec: the site's pictures are content like the menu's photos (docs/site-content.md).
  "site.pictures.manage": ["admin", "manager"],
  // Issue 14: staff accounts (disable, role, reset link, sessions) and the audit trail are the admin's;
  // every role keeps its own password and sessions.
  "staff.manage": ["admin"],
  "audit.view": ["admin"],
  // The reservation detail's History section (issue 14: admin and operations).
  "reservation.history.view": ["admin", "operations"],
  "account.manage": ["admin", "manager", "operations", "accounts"],
  // Issue 14: administrators must sign in with a second factor (optional for the other roles).
  "twoFactor.required": ["admin"],
  // Issue 15 (billing, docs/billing.md): the hall's money.
  "billing.settings.manage": ["admin"],
  "billing.payment.record": ["admin", "accounts"],
  "billing.document.issue": ["admin", "accounts"],
  "billing.quotation.issue": ["admin", "manager", "operations"],
  "billing.document.view": ["admin", "manager", "operations", "accounts"],
  "billing.accounts.view": ["accounts", "admin"],
  // Issue 16 item 5: the client messages' texts (WhatsApp and e-mail) at /luxebooking/admin/messages.
  "messages.templates.manage": ["admin"],
  // Issue 31 (docs/tables.md): the restaurant's table bookings (day view, status, walk-ins) and the
  // Floor panel's table-service requests are for the staff who run the floor; the booking rules
  // (covers, hours, blocked dates) are the owner's, as the menu is.
  "tableBooking.manage": ["admin", "manager", "operations"],
  "tableBooking.settings": ["admin", "manager"],
  "tableService.handle": ["admin", "manager", "operations"],
  // Issue 32 item 7: confirming over another client's 1st-option hold, with a reason; those who may edit.
  "reservation.hold.override": ["admin", "operations"],
  // Issue 32 item 9: the hall's settings (the time between events) at /luxebooking/admin/hall-settings.
  "hall.settings.manage": ["admin"],
  // Issue 30 (docs/client-page.md): the client's private page. Its link is made and revoked by those
  // who may edit the reservation, and accounts; the payment schedule is changed by manager and accounts.
  "clientLink.manage": ["admin", "operations", "accounts"],
  "paymentSchedule.edit": ["admin", "manager", "accounts"],
  // Issue 30 item 9: bank statements imported and their credits matched to instalments.
  "bankStatement.match": ["admin", "accounts"],
  // Issue 32 item 6: the named bundles of lines a quotation starts from ('Silver wedding package').
  "billing.packages.manage": ["admin"],
  // Issue 32 item 12: the owner's overview (bookings, revenue, occupancy, enquiry conversion).
  "overview.view": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof permissions;
export const capabilities = Object.keys(permissions) as Capability[];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** Unknown roles and signed-out users (null) can do nothing. */
export function can(role: string | null | undefined, capability: Capability): boolean {
  if (!isRole(role)) return false;
  return (permissions[capability] as readonly Role[]).includes(role);
}

/**
 * Use cases check the table again (the routes already did): a use case called from anywhere,
 * tests and scripts included, cannot be talked past it. The denial is the screen's own text.
 */
export function authorize(actor: { role: string }, capability: Capability, denial = "Access Denied"): void {
  if (!can(actor.role, capability)) throw new DomainError(403, denial);
}

/** The roles holding a capability (the last-admin rule counts the active accounts of these). */
export function rolesWith(capability: Capability): Role[] {
  return [...permissions[capability]];
}

export type RoleDashboard = "admin" | "manager" | "operations" | "calendar";

/** Spec 6 "Dashboard" and 2.6: the dashboard each role sees at /luxebooking. */
const roleDashboards: Record<Role, RoleDashboard> = {
  admin: "admin",
  manager: "manager",
  operations: "operations",
  accounts: "calendar",
};

/** Null for an unrecognised role (spec 2.6: it sees only the support message). */
export function dashboardFor(role: string | null | undefined): RoleDashboard | null {
  return isRole(role) ? roleDashboards[role] : null;
}

/** The Delete button each role gets on a reservation (spec 6: permanent / soft / request). */
export function deleteKind(role: string | null | undefined): "permanent" | "soft" | "request" | null {
  if (can(role, "reservation.delete.permanent")) return "permanent";
  if (can(role, "reservation.delete.soft")) return "soft";
  if (can(role, "reservation.delete.request")) return "request";
  return null;
}

export const roleLabels: Record<Role, string> = {
  admin: "Admin",
  manager: "Manager",
  operations: "Operations",
  accounts: "Accounts",
};
