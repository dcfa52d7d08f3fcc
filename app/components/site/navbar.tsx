import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { useNonce } from "../nonce";
import { Logo } from "./logo";
import { CloseIcon, overlayLook } from "./menu-overlay-look";
import { navActions, navLinks, overlayAction } from "./nav-items";
import staticNavScript from "./static-nav.js?url&no-inline";
import { useStaticPage } from "./static-page";
import { LineIcon } from "~/components/ui/line-icon";

const loadOverlay = () => import("./menu-overlay");
const MenuOverlay = lazy(loadOverlay);

const linkClass =
  "rounded px-2 py-1 text-sm font-semibold uppercase tracking-wider text-brand-100 hover:text-white";

/**
 * The site navbar: logo, Home, About, Gallery, Luxe, then Contact Us and Book Table. On small
 * screens only Book Table stays in the bar and the menu icon opens the full-screen overlay with
 * the four links and Contact Us; without JavaScript it is a plain link to the same links in the
 * footer.
 */
export function Navbar() {
  const staticPage = useStaticPage();
  const nonce = useNonce();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <header className="sticky top-0 z-40 bg-garden-900/95 text-white shadow-sm backdrop-blur">
        <nav
          aria-label="Main"
          className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 lg:px-8"
        >
          <Link to="/" aria-label="Eden, home" className="text-brand-100">
            <Logo />
          </Link>
          <ul className="hidden items-center gap-1 md:flex lg:gap-6">
            {navLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} preventScrollReset={link.preventScrollReset} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="ml-auto flex items-center gap-3 md:ml-0">
            <Link
              to={navActions[0].to}
              className="hidden whitespace-nowrap rounded border border-brand-500 px-4 py-2 text-sm font-semibold text-brand-100 hover:bg-garden-800 md:inline-block"
            >
              {navActions[0].label}
            </Link>
            <Link
              to={navActions[1].to}
              className="whitespace-nowrap rounded border border-brand-300 bg-brand-300 px-3 py-2 text-sm font-semibold text-garden-900 hover:border-brand-100 hover:bg-brand-100 md:px-4"
            >
              {navActions[1].label}
            </Link>
          </div>
          {/* biome-ignore lint/a11y/useValidAnchor: a real link to the footer's links until JavaScript turns it into the overlay's trigger */}
          <a
            ref={trigger}
            href="#site-links"
            data-menu-trigger
            className="rounded p-2 text-brand-100 md:hidden"
            aria-haspopup="dialog"
            aria-expanded={open}
            onPointerEnter={() => void loadOverlay()}
            onFocus={() => void loadOverlay()}
            onClick={(event) => {
              event.preventDefault();
              setWanted(true);
              setOpen(true);
            }}
          >
            <span className="sr-only">Open menu</span>
            <LineIcon size={28}>
              <path d="M4 6h16M4 12h16M4 18h16" />
            </LineIcon>
          </a>
          {wanted ? (
            <Suspense fallback={null}>
              <MenuOverlay
                links={navLinks}
                action={overlayAction}
                open={open}
                onOpenChange={setOpen}
                returnFocusTo={trigger}
              />
            </Suspense>
          ) : null}
        </nav>
      </header>
      {staticPage ? (
        <>
          <StaticMenuOverlay />
          <script src={staticNavScript} nonce={nonce} defer />
        </>
      ) : null}
    </>
  );
}

/**
 * The overlay of menu-overlay.tsx as plain HTML, for pages served without React; static-nav.js
 * opens and closes it. Outside the header: the header's backdrop blur would confine a fixed box.
 */
function StaticMenuOverlay() {
  return (
    <div
      id="site-menu"
      role="dialog"
      aria-modal="true"
      aria-labelledby="site-menu-title"
      hidden
      className={overlayLook.panel}
    >
      <div className={overlayLook.bar}>
        <h2 id="site-menu-title" className={overlayLook.title}>
          Menu
        </h2>
        <button type="button" data-menu-close className={overlayLook.close} aria-label="Close menu">
          <CloseIcon />
        </button>
      </div>
      <ul className={overlayLook.list}>
        {navLinks.map((link) => (
          <li key={link.label}>
            <a href={link.to} className={overlayLook.link}>
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <a href={overlayAction.to} className={overlayLook.action}>
            {overlayAction.label}
          </a>
        </li>
      </ul>
    </div>
  );
}
