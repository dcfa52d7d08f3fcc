import type { ReactNode } from "react";
import { spoon } from "~/modules/site-content/artwork";
import { Picture } from "./picture";

/** A section heading with the decorative spoon under it. */
export function SectionTitle({
  id,
  eyebrow,
  children,
  tone = "light",
  as: Tag = "h2",
}: {
  id: string;
  eyebrow?: string;
  children: ReactNode;
  tone?: "light" | "dark";
  as?: "h1" | "h2";
}) {
  return (
    <div className="mb-8">
      {eyebrow ? (
        <p
          className={`mb-2 text-sm font-semibold uppercase tracking-[0.2em] ${tone === "dark" ? "text-brand-100" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <Tag
        id={id}
        className={`font-display text-4xl font-semibold md:text-5xl ${tone === "dark" ? "text-white" : "text-garden-900"}`}
      >
        {children}
      </Tag>
      <Picture slot={spoon} sizes="120px" className="mt-3 block w-28" imgClassName="h-auto w-28" />
    </div>
  );
}
