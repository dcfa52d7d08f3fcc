import { createContext, type ReactNode, useContext } from "react";
import {
  type ArtworkSlot,
  fallbackSrc,
  mimeType,
  type PictureVersions,
  pictureAlt,
  srcSet,
} from "~/modules/site-content/artwork";

const VersionsContext = createContext<PictureVersions>({});

/** The uploaded versions of the slots, from the server (site layout loader); others show their artwork. */
export function PictureVersionsProvider({
  versions,
  children,
}: {
  versions: PictureVersions;
  children: ReactNode;
}) {
  return <VersionsContext.Provider value={versions}>{children}</VersionsContext.Provider>;
}

/** Every uploaded version (slot id → version) the server sent. */
export function usePictureVersions(): PictureVersions {
  return useContext(VersionsContext);
}

/**
 * A picture slot as <picture>: AVIF and WebP sources, a JPEG/PNG fallback, intrinsic
 * width/height against layout shift. Shows the staff's upload for the slot when there is one,
 * else the generated artwork. `priority` is for the largest picture above the fold:
 * never lazy, fetched first (the page also preloads it).
 */
export function Picture({
  slot,
  sizes,
  className,
  imgClassName,
  priority = false,
  alt,
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
  const versions = useContext(VersionsContext);
  const uploaded = versions[slot.id];
  const portraitUploaded = portrait ? versions[portrait.slot.id] : undefined;
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
              srcSet={srcSet(portrait.slot, format, portraitUploaded)}
              sizes={portrait.sizes}
            />
          ))
        : null}
      {sources.map((format) => (
        <source key={format} type={mimeType(format)} srcSet={srcSet(slot, format, uploaded)} sizes={sizes} />
      ))}
      <img
        src={fallbackSrc(slot, uploaded)}
        srcSet={srcSet(slot, fallback, uploaded)}
        sizes={sizes}
        width={slot.width}
        height={slot.height}
        alt={alt ?? pictureAlt(slot, uploaded)}
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
