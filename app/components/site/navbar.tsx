import { Dialog } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { Logo } from "./logo";
import { navActions, navLinks } from "./nav-items";

const linkClass =
  "rounded px-2 py-1 text-sm font-semibold uppercase tracking-wider text-brand-100 hover:text-white";

/**
 * The site navbar. On small screens the menu icon opens a full-screen overlay (Radix Dialog:
 * focus stays inside, Escape and the close icon close it, choosing a link closes it). Without
 * JavaScript the icon is a plain link to the same links in the footer.
 */
export function Navbar() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 bg-garden-900/95 text-white shadow-sm backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 lg:px-8"
      >
        <Link to="/" aria-label="Eden, home" className="text-brand-100">
          <Logo />
        </Link>
        <ul className="hidden items-center gap-6 md:flex">
          {navLinks.map((link) => (
            <li key={link.label}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-3 md:ml-0">
          <Link
            to={navActions[0].to}
            className="hidden rounded border border-brand-500 md:inline-block px-4 py-2 text-sm font-semibold text-brand-100 hover:bg-garden-800"
          >
            {navActions[0].label}
          </Link>
          <Link
            to={navActions[1].to}
            className="rounded bg-brand-300 px-3 py-2 text-sm md:px-4 font-semibold text-garden-900 hover:bg-brand-100"
          >
            {navActions[1].label}
          </Link>
        </div>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            {/* biome-ignore lint/a11y/useValidAnchor: a real link to the footer's links until JavaScript turns it into the overlay's trigger */}
            <a
              href="#site-links"
              className="rounded p-2 text-brand-100 md:hidden"
              onClick={(event) => {
                event.preventDefault();
                setOpen(true);
              }}
            >
              <span className="sr-only">Open menu</span>
              <svg
                width="28"
                height="28"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </a>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-0 z-50 flex flex-col bg-garden-900 px-6 py-4 text-white"
            >
              <div className="flex h-12 items-center justify-between">
                <Dialog.Title className="font-display text-3xl font-semibold text-brand-100">
                  Menu
                </Dialog.Title>
                <Dialog.Close className="rounded p-2 text-brand-100" aria-label="Close menu">
                  <svg
                    width="28"
                    height="28"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </Dialog.Close>
              </div>
              <ul className="flex flex-1 flex-col items-center justify-center gap-8">
                {navLinks.map((link) => (
                  <li key={link.label}>
                    <Link
                      to={link.to}
                      onClick={() => setOpen(false)}
                      className="font-display text-4xl font-semibold text-brand-100 hover:text-white"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </nav>
    </header>
  );
}
