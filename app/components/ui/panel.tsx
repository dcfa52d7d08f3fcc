import type { ReactNode } from "react";

/**
 * The card looks a titled section takes: the reservation screens' card, the account page's wider
 * card and the menu admin's card. Each keeps its own spacing; the heading's bottom margin is the
 * caller's (`gap`), because some headings sit right above their text and others above a list.
 */
const looks = {
  reservation: {
    box: "rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6",
    heading: "text-lg font-semibold",
    gap: "mb-3",
  },
  history: {
    box: "rounded-xl bg-brand-50 p-4 ring-1 ring-black/10 sm:p-6",
    heading: "text-lg font-semibold",
    gap: "mb-3",
  },
  account: {
    box: "rounded-xl bg-white p-6 shadow-sm ring-1 ring-black/5",
    heading: "text-xl font-semibold",
    gap: "mb-4",
  },
  menuAdmin: {
    box: "rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5",
    heading: "text-lg font-semibold text-garden-900",
    gap: "mb-3",
  },
} as const;

/** A `<section>` named by its `<h2>` (aria-labelledby `id`), in one of the card looks. */
export function Panel({
  id,
  title,
  look,
  gap,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  look: keyof typeof looks;
  /** The heading's bottom margin class ("" for none); the look's own by default. */
  gap?: string;
  /** Layout classes added to the card. */
  className?: string;
  children: ReactNode;
}) {
  const { box, heading, gap: lookGap } = looks[look];
  const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(" ");
  return (
    <section aria-labelledby={id} className={join(className, box)}>
      <h2 id={id} className={join(gap ?? lookGap, heading)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
