import { Link } from "react-router";
import { addressLines, venue } from "~/modules/site-content/venue";
import { Logo } from "./logo";
import { navActions, navLinks, type SiteLink } from "./nav-items";
import { LineIcon } from "~/components/ui/line-icon";

function FacebookIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <LineIcon>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </LineIcon>
  );
}

const social = [
  { href: venue.social.facebook, label: "Eden on Facebook (opens in a new tab)", Icon: FacebookIcon },
  { href: venue.social.instagram, label: "Eden on Instagram (opens in a new tab)", Icon: InstagramIcon },
];

/** The site footer (spec 2.2): reservations contact, logo, quote, social links, hours, copyright. */
export function Footer() {
  return (
    <footer className="bg-garden-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 md:grid-cols-3 lg:px-8">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-display text-2xl font-semibold text-white">
            Contact Us for Reservations
          </h2>
          <address className="mt-4 not-italic leading-relaxed">
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <a
              href={venue.phoneHref}
              className="mt-2 block font-semibold text-white underline-offset-4 hover:underline"
            >
              {venue.phone}
            </a>
          </address>
        </section>
        <section aria-label="About Eden" className="text-center">
          <Logo />
          <blockquote className="mx-auto mt-4 max-w-xs font-display text-xl italic">
            “{venue.quote}”
          </blockquote>
          <ul className="mt-5 flex justify-center gap-4">
            {social.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-brand-500 text-brand-100 hover:bg-garden-800"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-hours" className="md:text-right">
          <h2 id="footer-hours" className="font-display text-2xl font-semibold text-white">
            Working Hours
          </h2>
          <p className="mt-4">{venue.hours.days}</p>
          <p>{venue.hours.time}</p>
        </section>
      </div>
      <nav id="site-links" aria-label="Footer" className="border-t border-white/10">
        <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-6 gap-y-2 px-6 py-4 text-sm">
          {[...navLinks, navActions[0]].map((link: SiteLink) => (
            <li key={link.label}>
              <Link
                to={link.to}
                preventScrollReset={link.preventScrollReset}
                className="inline-block py-1 hover:text-white hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="border-t border-white/10 py-4 text-center text-sm">
        © {venue.copyrightYear} {venue.name}. All rights reserved.
      </p>
    </footer>
  );
}
