import { type Capability, can, type RoleDashboard, dashboardFor } from "~/permissions";

export interface NavLinkItem {
  to: string;
  label: string;
  count?: "pendingDeletions" | "unreadEnquiries";
}

/** Spec 2.6 'Links by role': each role's own dashboard comes first. */
const dashboardLinks: Record<RoleDashboard, NavLinkItem> = {
  admin: { to: "/luxebooking/admin", label: "Admin Panel" },
  manager: { to: "/luxebooking/manager", label: "Manager Dashboard" },
  operations: { to: "/luxebooking/operations", label: "Operations Dashboard" },
  calendar: { to: "/luxebooking/accounts", label: "Calendar View" },
};

/** The other links, each shown to the roles holding its capability, in the spec's order. */
const capabilityLinks: (NavLinkItem & { capability: Capability })[] = [
  { capability: "user.register", to: "/luxebooking/admin/register", label: "Register User" },
  {
    capability: "deletionRequest.view",
    to: "/luxebooking/admin/pending-deletions",
    label: "Pending Deletions",
    count: "pendingDeletions",
  },
  {
    capability: "reservation.softDeleted.view",
    to: "/luxebooking/admin/soft-deleted-reservations",
    label: "Soft Deleted",
  },
  { capability: "reservation.create", to: "/luxebooking/new-reservation", label: "New Reservation" },
  { capability: "reservation.past.view", to: "/luxebooking/past-reservations", label: "Past Reservations" },
  { capability: "enquiry.view", to: "/luxebooking/enquiries", label: "Enquiries", count: "unreadEnquiries" },
  { capability: "menu.manage", to: "/guntoormenuadmin", label: "Menu Admin" },
  { capability: "site.pictures.manage", to: "/luxebooking/admin/pictures", label: "Site Pictures" },
  { capability: "staff.manage", to: "/luxebooking/admin/staff", label: "Staff" },
  { capability: "audit.view", to: "/luxebooking/admin/audit", label: "Audit Trail" },
  {
    capability: "billing.settings.manage",
    to: "/luxebooking/admin/billing-settings",
    label: "Billing Settings",
  },
  { capability: "messages.templates.manage", to: "/luxebooking/admin/messages", label: "Client Messages" },
  // Issue 31: the restaurant's table bookings and the floor's table-service requests.
  { capability: "tableBooking.manage", to: "/luxebooking/table-bookings", label: "Table Bookings" },
  { capability: "tableService.handle", to: "/luxebooking/floor", label: "Floor" },
  { capability: "hall.settings.manage", to: "/luxebooking/admin/hall-settings", label: "Hall Settings" },
  // Issue 32 item 12: the owner's overview (admin).
  { capability: "overview.view", to: "/luxebooking/admin/overview", label: "Owner's Overview" },
];

export function navLinksFor(role: string): NavLinkItem[] {
  const dashboard = dashboardFor(role);
  const links = capabilityLinks
    .filter((link) => can(role, link.capability))
    .map(({ capability: _capability, ...link }) => link);
  return dashboard ? [dashboardLinks[dashboard], ...links] : links;
}
