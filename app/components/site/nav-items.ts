export interface SiteLink {
  to: string;
  label: string;
  /**
   * The router keeps the scroll position on arrival: the page scrolls to the top by itself
   * (/luxe scrolls smoothly, spec 2.2), which a jump to the top first would spoil.
   */
  preventScrollReset?: boolean;
}

/** The navbar's links (spec 2.2): four on the left, two calls to action on the right. */
export const navLinks: readonly SiteLink[] = [
  { to: "/", label: "Home" },
  { to: "/#about", label: "About" },
  { to: "/gallery", label: "Gallery" },
  { to: "/luxe", label: "Luxe", preventScrollReset: true },
];

/** Both 'Contact Us' and 'Book Table' lead to /contact (spec 2.1). */
export const navActions = [
  { to: "/contact", label: "Contact Us" },
  { to: "/contact", label: "Book Table" },
] as const satisfies readonly SiteLink[];

/**
 * What the small-screen overlay offers besides the four links: the header shows only Book Table
 * there, so Contact Us moves into the overlay (issue 12).
 */
export const overlayAction = navActions[0];
