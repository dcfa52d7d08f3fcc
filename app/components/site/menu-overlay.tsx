import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link } from "react-router";

/**
 * The small-screen navigation overlay (spec 2.2, 4): full screen, the four links and a close
 * icon. Radix Dialog keeps focus inside while it is open and closes on Escape; choosing a link
 * closes it. Loaded on first use, so pages do not pay for it up front.
 */
export default function MenuOverlay({
  links,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  /** The navbar's links, passed in so they stay in the navbar's own bundle. */
  links: readonly { to: string; label: string }[];
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
          className="fixed inset-0 z-50 flex flex-col bg-garden-900 px-6 py-4 font-site text-white"
        >
          <div className="flex h-12 items-center justify-between">
            <Dialog.Title className="font-display text-3xl font-semibold text-brand-100">Menu</Dialog.Title>
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
            {links.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  onClick={() => onOpenChange(false)}
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
  );
}
