import { type GuestLanguage, guestText } from "~/modules/menu/languages";
import type { VegMarker as Marker } from "~/modules/menu/veg-marker";

/** The Indian food symbols: green square with a dot (veg), brown square with a triangle (non-veg). */
export function VegMarkerIcon({
  marker,
  size = 16,
  language = "en",
}: {
  marker: Marker;
  size?: number;
  /** Issue 29 item 6: the screen reader's words in the page's language. */
  language?: GuestLanguage;
}) {
  if (!marker) return null;
  const veg = marker === "veg";
  const color = veg ? "#15803d" : "#7c2d12";
  return (
    <span className="inline-flex shrink-0 items-center" data-marker={marker}>
      <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="14" height="14" rx="1.5" fill="#fff" stroke={color} strokeWidth="1.6" />
        {veg ? (
          <circle cx="8" cy="8" r="3.6" fill={color} />
        ) : (
          <path d="M8 3.8 12.2 11.4H3.8Z" fill={color} />
        )}
      </svg>
      <span className="sr-only">{guestText(language, veg ? "vegetarian" : "nonVegetarian")}</span>
    </span>
  );
}
