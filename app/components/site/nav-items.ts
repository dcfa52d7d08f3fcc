/** The navbar's links (spec 2.2): four on the left, two calls to action on the right. */
export const navLinks = [
  { to: "/", label: "Home" },
  { to: "/#about", label: "About" },
  { to: "/gallery", label: "Gallery" },
  { to: "/luxe", label: "Luxe" },
] as const;

/** Both 'Contact Us' and 'Book Table' lead to /contact (spec 2.1). */
export const navActions = [
  { to: "/contact", label: "Contact Us" },
  { to: "/contact", label: "Book Table" },
] as const;

/**
 * What the small-screen overlay offers besides the four links: the header shows only Book Table
 * there, so Contact Us moves into the overlay (issue 12).
 */
export const overlayAction = navActions[0];
