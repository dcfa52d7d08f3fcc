import ImageGallery, { type GalleryItem } from "react-image-gallery";
import "react-image-gallery/styles/image-gallery.css";
import { type ArtworkSlot, fallbackSrc, pictureAlt } from "~/modules/site-content/artwork";
import { Picture, usePictureVersions } from "./picture";
import { SectionTitle } from "./section-title";

const iconProps = {
  width: 36,
  height: 36,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  "aria-hidden": true,
} as const;

const controlClass =
  "image-gallery-icon absolute z-10 flex h-12 w-12 items-center justify-center rounded-full bg-black/45 text-white hover:bg-black/70";

/**
 * 'Our Gallery' (spec 2.2): a slideshow with thumbnails at the bottom, previous/next arrows,
 * play/pause and fullscreen; arrow keys and swipe move between pictures. Each item uses the same
 * picture for the slide and its thumbnail (a smaller rendition). Only the visible slide loads.
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
  const byOriginal = new Map(slots.map((slot) => [fallbackSrc(slot, versions[slot.id]), slot]));
  const items: GalleryItem[] = slots.map((slot) => ({
    original: fallbackSrc(slot, versions[slot.id]),
    thumbnail: fallbackSrc(slot, versions[slot.id]),
    originalAlt: pictureAlt(slot, versions[slot.id]),
  }));

  return (
    <section aria-labelledby={headingId} className="eden-gallery mx-auto max-w-5xl px-4 py-16">
      <SectionTitle id={headingId} as={headingLevel}>
        Our Gallery
      </SectionTitle>
      <ImageGallery
        items={items}
        lazyLoad
        showIndex
        slideInterval={4000}
        useWindowKeyDown={false}
        renderItem={(item) => {
          const slot = byOriginal.get(item.original)!;
          return (
            <Picture
              slot={slot}
              sizes="(min-width: 1024px) 960px, 100vw"
              priority={priority && slot === slots[0]}
              imgClassName="image-gallery-image mx-auto max-h-[75vh] w-auto object-contain"
            />
          );
        }}
        renderThumbInner={(item) => {
          const slot = byOriginal.get(item.original)!;
          return (
            <span className="image-gallery-thumbnail-inner">
              <Picture
                slot={slot}
                sizes="96px"
                alt=""
                imgClassName="image-gallery-thumbnail-image h-auto w-full"
              />
            </span>
          );
        }}
        renderLeftNav={(onClick, disabled) => (
          <button
            type="button"
            className={`${controlClass} left-3 top-1/2 -translate-y-1/2`}
            onClick={onClick}
            disabled={disabled}
            aria-label="Previous picture"
          >
            <svg {...iconProps}>
              <path d="M15 18l-6-6 6-6" />
            </svg>
          </button>
        )}
        renderRightNav={(onClick, disabled) => (
          <button
            type="button"
            className={`${controlClass} right-3 top-1/2 -translate-y-1/2`}
            onClick={onClick}
            disabled={disabled}
            aria-label="Next picture"
          >
            <svg {...iconProps}>
              <path d="M9 18l6-6-6-6" />
            </svg>
          </button>
        )}
        renderPlayPauseButton={(onClick, isPlaying) => (
          <button
            type="button"
            className={`${controlClass} bottom-3 left-3`}
            onClick={onClick}
            aria-label={isPlaying ? "Pause slideshow" : "Play slideshow"}
          >
            <svg {...iconProps} width={24} height={24}>
              {isPlaying ? <path d="M8 5v14M16 5v14" /> : <path d="M7 4l13 8-13 8z" />}
            </svg>
          </button>
        )}
        renderFullscreenButton={(onClick, isFullscreen) => (
          <button
            type="button"
            className={`${controlClass} bottom-3 right-3`}
            onClick={onClick}
            aria-label={isFullscreen ? "Exit fullscreen" : "Open fullscreen"}
          >
            <svg {...iconProps} width={24} height={24}>
              {isFullscreen ? (
                <path d="M8 3v5H3m18 0h-5V3m0 18v-5h5M3 16h5v5" />
              ) : (
                <path d="M8 3H3v5m18 0V3h-5m0 18h5v-5M3 16v5h5" />
              )}
            </svg>
          </button>
        )}
      />
    </section>
  );
}
