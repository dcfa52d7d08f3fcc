import { can } from "~/permissions";

export interface NavLinkItem {
  to: string;
  label: string;
  count?: "pendingDeletions" | "unreadEnquiries";
}

/** The spec's 'Links by role' (2.6), derived from the permission table where it can be. */
export function navLinksFor(role: string): NavLinkItem[] {
  const links: NavLinkItem[] = [];
  if (role === "admin") {
    links.push({ to: "/luxebooking/admin", label: "Admin Panel" });
    links.push({ to: "/luxebooking/admin/register", label: "Register User" });
    links.push({
      to: "/luxebooking/admin/pending-deletions",
      label: "Pending Deletions",
      count: "pendingDeletions",
    });
    links.push({ to: "/luxebooking/admin/soft-deleted-reservations", label: "Soft Deleted" });
  }
  if (role === "manager") links.push({ to: "/luxebooking/manager", label: "Manager Dashboard" });
  if (role === "operations") {
    links.push({ to: "/luxebooking/operations", label: "Operations Dashboard" });
    links.push({
      to: "/luxebooking/admin/pending-deletions",
      label: "Pending Deletions",
      count: "pendingDeletions",
    });
  }
  if (role === "accounts") links.push({ to: "/luxebooking/accounts", label: "Calendar View" });
  if (can(role, "reservation.create"))
    links.push({ to: "/luxebooking/new-reservation", label: "New Reservation" });
  if (can(role, "reservation.past.view"))
    links.push({ to: "/luxebooking/past-reservations", label: "Past Reservations" });
  if (can(role, "enquiry.view"))
    links.push({ to: "/luxebooking/enquiries", label: "Enquiries", count: "unreadEnquiries" });
  if (can(role, "menu.manage")) links.push({ to: "/guntoormenuadmin", label: "Menu Admin" });
  if (can(role, "site.pictures.manage"))
    links.push({ to: "/luxebooking/admin/pictures", label: "Site Pictures" });
  return links;
}
