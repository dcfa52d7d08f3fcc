import type { ReactNode } from "react";

/** A decorative 24-unit line icon drawn in the text colour (hidden from screen readers: its button or link names it). */
export function LineIcon({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}
