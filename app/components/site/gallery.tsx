import { type ReactNode, useRef } from "react";
import { type ArtworkSlot, pictureAlt } from "~/modules/site-content/artwork";
import { EnhanceScript } from "./enhance-script";
import { useEnhancement } from "./use-enhancement";
import galleryScript from "./gallery.enhance.ts?enhance";
import { galleryLabels } from "./gallery-labels";
import { Picture, usePictureVersions } from "./picture";
import { SectionTitle } from "./section-title";

const iconProps = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  "aria-hidden": true,
} as const;

const controlClass =
  "absolute z-10 flex h-12 w-12 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** A round control over the stage, found by the slideshow script through `data-gallery-<control>`. */
function ControlButton({
  control,
  place,
  label,
  children,
}: {
  control: "prev" | "next" | "play" | "fullscreen";
  place: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      {...{ [`data-gallery-${control}`]: true }}
      className={`${controlClass} ${place}`}
      aria-label={label}
    >
      {children}
    </button>
  );
}

/** A control's two states (icon name, path): the script swaps which one is hidden. */
function ToggleIcons({ shown, hidden }: { shown: [string, string]; hidden: [string, string] }) {
  return (
    <>
      <svg {...iconProps} data-icon={shown[0]}>
        <path d={shown[1]} />
      </svg>
      <svg {...iconProps} data-icon={hidden[0]} className="hidden">
        <path d={hidden[1]} />
      </svg>
    </>
  );
}

export const SLIDE_SIZES = "(min-width: 1024px) 960px, 100vw";

/**
 * 'Our Gallery' (spec 2.2): a slideshow with thumbnails at the bottom, previous/next arrows,
 * play/pause (every 4 s) and fullscreen; arrow keys and swipe move between pictures. Each item
 * uses the same picture for the slide and its thumbnail (a smaller rendition).
 *
 * Rendered on the server as a row of pictures that scrolls sideways (snapping to each picture)
 * and thumbnails that link to their picture, so every picture shows in order without JavaScript.
 * gallery-slideshow.ts (Embla) turns it into the slideshow: by the page's own small script on
 * pages served without React, or from here when the page was reached inside the running app.
 */
export function Gallery({
  slots,
  priority = false,
  headingId,
  headingLevel = "h2",
}: {
  slots: ArtworkSlot[];
  priority?: boolean;
  headingId: string;
  headingLevel?: "h1" | "h2";
}) {
  const versions = usePictureVersions();
  const root = useRef<HTMLElement>(null);
  const idPrefix = `${headingId}-slide`;

  useEnhancement(root, () => import("./gallery-slideshow").then((m) => m.enhanceGallery));

  return (
    <section
      ref={root}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      data-gallery
      className="eden-gallery mx-auto max-w-5xl px-4 py-16"
    >
      <SectionTitle id={headingId} as={headingLevel}>
        Our Gallery
      </SectionTitle>
      <div className="gallery-stage relative overflow-hidden rounded-xl bg-garden-900">
        <div className="gallery-viewport" data-gallery-viewport>
          <ul className="gallery-track flex">
            {slots.map((slot, i) => (
              <li
                key={slot.id}
                id={`${idPrefix}-${i + 1}`}
                className={`gallery-slide${i === 0 ? " is-current" : ""}`}
                aria-roledescription="slide"
                aria-label={galleryLabels.slide(i + 1, slots.length)}
              >
                <Picture
                  slot={slot}
                  sizes={SLIDE_SIZES}
                  priority={priority && i === 0}
                  alt={pictureAlt(slot, versions[slot.id])}
                  imgClassName="gallery-image"
                />
              </li>
            ))}
          </ul>
        </div>
        <div className="gallery-controls" hidden data-gallery-controls>
          <ControlButton
            control="prev"
            place="left-3 top-1/2 -translate-y-1/2"
            label={galleryLabels.previous}
          >
            <svg {...iconProps} width={36} height={36}>
              <path d="M15 18l-6-6 6-6" />
            </svg>
          </ControlButton>
          <ControlButton control="next" place="right-3 top-1/2 -translate-y-1/2" label={galleryLabels.next}>
            <svg {...iconProps} width={36} height={36}>
              <path d="M9 18l6-6-6-6" />
            </svg>
          </ControlButton>
          <ControlButton control="play" place="bottom-3 left-3" label={galleryLabels.play}>
            <ToggleIcons shown={["play", "M7 4l13 8-13 8z"]} hidden={["pause", "M8 5v14M16 5v14"]} />
          </ControlButton>
          <ControlButton control="fullscreen" place="bottom-3 right-3" label={galleryLabels.openFullscreen}>
            <ToggleIcons
              shown={["open", "M8 3H3v5m18 0V3h-5m0 18h5v-5M3 16v5h5"]}
              hidden={["close", "M8 3v5H3m18 0h-5V3m0 18v-5h5M3 16h5v5"]}
            />
          </ControlButton>
          <p className="gallery-index absolute right-3 top-3 z-10 rounded bg-black/60 px-3 py-1 text-sm text-white">
            <span className="gallery-index-current" data-gallery-current>
              1
            </span>
            {" / "}
            <span>{slots.length}</span>
          </p>
        </div>
      </div>
      <nav aria-label={galleryLabels.thumbnails} className="gallery-thumbnails mt-3">
        <ul className="flex gap-2 overflow-x-auto pb-2" data-gallery-thumbnails>
          {slots.map((slot, i) => (
            <li key={slot.id} className="shrink-0">
              <a
                href={`#${idPrefix}-${i + 1}`}
                className="gallery-thumbnail block w-24 overflow-hidden rounded border-2 border-transparent"
                aria-label={galleryLabels.goTo(i + 1)}
                aria-current={i === 0 ? "true" : undefined}
                data-gallery-thumbnail={i}
              >
                <Picture slot={slot} sizes="96px" alt="" imgClassName="block h-auto w-full" />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <EnhanceScript src={galleryScript} />
    </section>
  );
}
