import { LineIcon } from "~/components/ui/line-icon";

/**
 * What the small-screen navigation overlay looks like, shared by its two forms: the React dialog
 * (menu-overlay.tsx) and the plain-HTML copy for pages served without React (navbar.tsx). Both
 * list the four links, then Contact Us as a button.
 */
export const overlayLook = {
  panel: "fixed inset-0 z-50 flex flex-col bg-garden-900 px-6 py-4 font-site text-white",
  bar: "flex h-12 items-center justify-between",
  title: "font-display text-3xl font-semibold text-brand-100",
  close: "rounded p-2 text-brand-100",
  list: "flex flex-1 flex-col items-center justify-center gap-8",
  link: "font-display text-4xl font-semibold text-brand-100 hover:text-white",
  action:
    "mt-2 inline-block whitespace-nowrap rounded border border-brand-300 px-8 py-3 text-lg font-semibold text-brand-100 hover:bg-garden-800",
} as const;

export function CloseIcon() {
  return (
    <LineIcon size={28}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}
