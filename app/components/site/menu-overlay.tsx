import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link } from "react-router";
import { CloseIcon, overlayLook } from "./menu-overlay-look";
import type { SiteLink } from "./nav-items";

/**
 * The small-screen navigation overlay (spec 2.2, 4): full screen, the four links, Contact Us
 * and a close icon. Radix Dialog keeps focus inside while it is open and closes on Escape; choosing a link
 * closes it. Loaded on first use, so pages do not pay for it up front.
 */
export default function MenuOverlay({
  links,
  action,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  /** The navbar's links, passed in so they stay in the navbar's own bundle. */
  links: readonly SiteLink[];
  /** Contact Us, which the header hides on small screens. */
  action: { to: string; label: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={overlayLook.panel}
        >
          <div className={overlayLook.bar}>
            <Dialog.Title className={overlayLook.title}>Menu</Dialog.Title>
            <Dialog.Close className={overlayLook.close} aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <ul className={overlayLook.list}>
            {links.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  preventScrollReset={link.preventScrollReset}
                  onClick={() => onOpenChange(false)}
                  className={overlayLook.link}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={action.to} onClick={() => onOpenChange(false)} className={overlayLook.action}>
                {action.label}
              </Link>
            </li>
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
