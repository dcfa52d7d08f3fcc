import type { ReactNode } from "react";

/**
 * A box that scrolls sideways on a narrow screen (a wide table), reachable and scrollable by
 * keyboard and named for screen readers (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={["overflow-x-auto", className].filter(Boolean).join(" ")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
    >
      {children}
    </section>
  );
}
