/**
 * Shared test data builders for the menu (issue 28 item 22): a dish and a category with their
 * translations, and the guests' search as the menu runs it. Pure: unit tests use them.
 */
import type { TranslatedCategory, TranslatedItem } from "~/modules/menu/languages";
import { cardFacts, cardVerdict } from "~/modules/menu/menu-query";

/** A dish with its Telugu, Kannada and Hindi texts (the seed's Gongura Mutton), overridable. */
export function aTranslatedDish(overrides: Partial<TranslatedItem> = {}): TranslatedItem {
  return {
    name: "Gongura Mutton",
    description: "Tender mutton cooked with tangy sorrel leaves",
    notes: "Very spicy",
    servedWith: "Steamed rice",
    options: ["Boneless"],
    nameTe: "గోంగూర మటన్",
    descriptionTe: "పుల్లని గోంగూర ఆకులతో వండిన మెత్తని మటన్",
    nameKn: "ಗೋಂಗೂರ ಮಟನ್",
    descriptionKn: "ಹುಳಿ ಗೋಂಗೂರ ಎಲೆಗಳೊಂದಿಗೆ ಬೇಯಿಸಿದ ಮೃದುವಾದ ಮಟನ್",
    nameHi: "गोंगूरा मटन",
    descriptionHi: "खट्टी गोंगूरा पत्तियों के साथ पका नरम मटन",
    ...overrides,
  };
}

/** A menu category with its labels in the four languages. */
export function aTranslatedCategory(overrides: Partial<TranslatedCategory> = {}): TranslatedCategory {
  return {
    label: "Andhra Spices",
    labelTe: "ఆంధ్ర మసాలా",
    labelKn: "ಆಂಧ್ರ ಮಸಾಲೆ",
    labelHi: "आंध्र मसाला",
    ...overrides,
  };
}

/**
 * Does the guests' search (as the menu runs it: cardFacts → cardVerdict) show this dish for the
 * term? An empty term shows the dish's own category.
 */
export function guestSearchFinds(
  item: TranslatedItem & { isChefsSpecial?: boolean },
  term: string,
  category: Partial<TranslatedCategory> | undefined,
): boolean {
  const cat = { key: "c", label: "", mainCategory: "food" as const, ...category };
  const query = { category: "c", term, vegOnly: false, notSpicy: false, without: [] };
  return cardVerdict(cardFacts({ ...item, category: "c" }, cat), query, "food").shown;
}
