import { type ArtworkSlot, fallbackSrc, mimeType, srcSet } from "~/modules/site-content/artwork";

/**
 * A generated picture slot as <picture>: AVIF and WebP sources, a JPEG/PNG fallback, intrinsic
 * width/height against layout shift. `priority` is for the largest picture above the fold:
 * never lazy, fetched first (the route also preloads it).
 */
export function Picture({
  slot,
  sizes,
  className,
  imgClassName,
  priority = false,
  alt = slot.alt,
  portrait,
}: {
  slot: ArtworkSlot;
  sizes: string;
  className?: string;
  imgClassName?: string;
  priority?: boolean;
  alt?: string;
  /** Art direction: another slot drawn for portrait screens, with its own sizes. */
  portrait?: { slot: ArtworkSlot; sizes: string };
}) {
  const sources = slot.formats.slice(0, -1);
  const fallback = slot.formats[slot.formats.length - 1]!;
  return (
    <picture className={className}>
      {portrait
        ? portrait.slot.formats.map((format) => (
            <source
              key={`portrait-${format}`}
              media={PORTRAIT_MEDIA}
              type={mimeType(format)}
              srcSet={srcSet(portrait.slot, format)}
              sizes={portrait.sizes}
            />
          ))
        : null}
      {sources.map((format) => (
        <source key={format} type={mimeType(format)} srcSet={srcSet(slot, format)} sizes={sizes} />
      ))}
      <img
        src={fallbackSrc(slot)}
        srcSet={srcSet(slot, fallback)}
        sizes={sizes}
        width={slot.width}
        height={slot.height}
        alt={alt}
        className={imgClassName}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}

/** Portrait screens get the art-directed picture. */
export const PORTRAIT_MEDIA = "(max-aspect-ratio: 1/1)";

/**
 * `<link rel="preload">` for a priority picture: the AVIF rendition with its srcset; with a
 * `media` query when the picture is art-directed, matching its `<source>` exactly.
 */
export function preloadLink(slot: ArtworkSlot, sizes: string, media?: string) {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(slot, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
    ...(media ? { media } : {}),
  } as const;
}
