/**
 * Spec 5: isVeg decides when present; otherwise the name's keywords do. Drinks get no marker.
 * Non-veg words win over veg words ("Egg Fried Rice" is non-veg even though "rice" is not meat).
 */
export type VegMarker = "veg" | "non-veg" | null;

const NON_VEG_WORDS = [
  "chicken",
  "mutton",
  "lamb",
  "goat",
  "fish",
  "prawn",
  "prawns",
  "shrimp",
  "crab",
  "egg",
  "eggs",
  "keema",
  "kheema",
  "meat",
  "apollo",
  "pomfret",
  "seer",
  "squid",
  "natu kodi",
  "kodi",
  "mamsam",
  "chepa",
  "royyala",
  "pork",
  "beef",
];
const VEG_WORDS = ["paneer", "veg", "vegetable", "dal", "aloo", "gobi", "mushroom", "corn", "palak", "curd"];

function hasWord(name: string, word: string): boolean {
  return new RegExp(`(^|[^a-z])${word}([^a-z]|$)`).test(name);
}

export function vegMarker(item: { name: string; isVeg?: boolean | null }, mainCategory: string): VegMarker {
  if (mainCategory === "drinks") return null;
  if (typeof item.isVeg === "boolean") return item.isVeg ? "veg" : "non-veg";
  const name = item.name.toLowerCase();
  if (NON_VEG_WORDS.some((w) => hasWord(name, w))) return "non-veg";
  if (VEG_WORDS.some((w) => hasWord(name, w))) return "veg";
  // Unknown dishes default to veg only when nothing suggests meat: the marker is advisory.
  return "veg";
}
