import type { ReactNode } from "react";
import type { ArtworkSlot } from "~/modules/site-content/artwork";
import { Picture } from "./picture";
import { SectionTitle } from "./section-title";

/**
 * A band of a site page: its titled column (named by the title's id) within the page's width, and
 * optionally a picture beside it from `md` (after the text, or before it with `pictureFirst`).
 * `className` is the band's background and extras; the padding is the same on every band.
 */
export function SiteSection({
  id,
  anchor,
  eyebrow,
  tone,
  title,
  className,
  picture,
  pictureFirst = false,
  children,
}: {
  /** The title's id. */
  id: string;
  /** The section's own id, for in-page links. */
  anchor?: string;
  eyebrow?: string;
  tone?: "light" | "dark";
  title: ReactNode;
  className?: string;
  picture?: ArtworkSlot;
  pictureFirst?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <SectionTitle id={id} eyebrow={eyebrow} tone={tone}>
      {title}
    </SectionTitle>
  );
  const figure = picture ? (
    <Picture
      slot={picture}
      sizes="(min-width: 768px) 50vw, 100vw"
      imgClassName="h-auto w-full rounded-xl object-cover shadow"
    />
  ) : null;
  return (
    <section id={anchor} aria-labelledby={id} className={[className, "px-6 py-20"].filter(Boolean).join(" ")}>
      {figure ? (
        <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
          {pictureFirst ? figure : null}
          <div>
            {heading}
            {children}
          </div>
          {pictureFirst ? null : figure}
        </div>
      ) : (
        <div className="mx-auto max-w-6xl">
          {heading}
          {children}
        </div>
      )}
    </section>
  );
}
