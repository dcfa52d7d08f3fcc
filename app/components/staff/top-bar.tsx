import { useState } from "react";
import { Link, NavLink } from "react-router";
import type { StaffCounts } from "~/modules/staff-counts.server";
import { navLinksFor } from "./nav-links";
import { LineIcon } from "~/components/ui/line-icon";
import { LogoutButton } from "~/components/staff/logout-button";
import { STAFF_TITLE } from "~/modules/site-content/hall";

export const VENUE_TITLE = STAFF_TITLE;

export function TopBar({ email, role, counts }: { email: string; role: string; counts: StaffCounts }) {
  const [open, setOpen] = useState(false);
  const links = navLinksFor(role);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded px-3 py-2 text-sm font-medium ${isActive ? "bg-garden-700 text-white" : "text-white/90 hover:bg-garden-700"}`;

  return (
    <header className="bg-garden-900 text-white" data-toast-below>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <div className="flex items-center gap-4">
          <Link to="/luxebooking" className="font-display text-xl font-semibold text-brand-100 md:text-2xl">
            {VENUE_TITLE}
          </Link>
          <NavLink to="/luxebooking" end className={linkClass}>
            Dashboard
          </NavLink>
        </div>
        <div className="hidden items-center gap-3 md:flex">
          <Link
            to="/luxebooking/account"
            className="text-sm text-white/90 underline-offset-2 hover:underline"
            data-testid="user-email"
            title="My account"
          >
            {email}
          </Link>
          <LogoutButton />
        </div>
        <button
          type="button"
          className="rounded p-2 md:hidden"
          aria-expanded={open}
          aria-controls="staff-nav"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((v) => !v)}
        >
          <LineIcon>
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
          </LineIcon>
        </button>
      </div>
      <nav
        id="staff-nav"
        aria-label="Staff"
        className={`${open ? "block" : "hidden"} border-t border-white/10 md:block`}
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-2 md:flex-row md:flex-wrap">
          {links.map((link) => {
            const count = link.count ? counts[link.count] : 0;
            return (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClass} onClick={() => setOpen(false)}>
                  {link.label}
                  {link.count && count > 0 ? (
                    <span
                      className="ml-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold"
                      data-testid={`count-${link.count}`}
                    >
                      {count}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
          <li className="flex items-center justify-between gap-3 border-t border-white/10 pt-2 md:hidden">
            <Link
              to="/luxebooking/account"
              className="text-sm break-all text-white/90 underline"
              onClick={() => setOpen(false)}
            >
              {email}
            </Link>
            <LogoutButton />
          </li>
        </ul>
      </nav>
    </header>
  );
}
