// Issue 18 item 2: the guests' pages in English, Telugu, Kannada and Hindi. Pure data and rules;
// the switcher (a cookie) and the pages' use of them come with the guests' pages' rework.
import type { MenuItemText } from "./menu-item-text";

export const guestLanguages = ["en", "te", "kn", "hi"] as const;
export type GuestLanguage = (typeof guestLanguages)[number];

/** Each language named in itself, as the switcher shows it; `lang` is the HTML attribute. */
export const languageNames: Record<GuestLanguage, string> = {
  en: "English",
  te: "తెలుగు",
  kn: "ಕನ್ನಡ",
  hi: "हिन्दी",
};

/** The self-hosted Noto family each script needs (none for English: the site's own fonts). */
export const languageFonts: Record<GuestLanguage, string | null> = {
  en: null,
  te: "Noto Sans Telugu",
  kn: "Noto Sans Kannada",
  hi: "Noto Sans Devanagari",
};

export const LANGUAGE_COOKIE = "menu_lang";

/** The cookie's value, or English for anything else (no cookie, an old or forged value). */
export function readLanguage(value: string | null | undefined): GuestLanguage {
  return (guestLanguages as readonly string[]).includes(value ?? "") ? (value as GuestLanguage) : "en";
}

/** The language from a Cookie header. */
export function languageFromCookie(header: string | null | undefined): GuestLanguage {
  const match = (header ?? "").match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  return readLanguage(match?.[1]);
}

const suffix = { te: "Te", kn: "Kn", hi: "Hi" } as const;

export type TranslatedItem = MenuItemText & {
  nameTe?: string | null;
  descriptionTe?: string | null;
  nameKn?: string | null;
  descriptionKn?: string | null;
  nameHi?: string | null;
  descriptionHi?: string | null;
};

const given = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** An item's name and description in the language where the owner gave them, else in English (each on its own). */
export function itemTextIn(
  item: TranslatedItem,
  language: GuestLanguage,
): { name: string; description: string } {
  if (language === "en") return { name: item.name, description: item.description };
  const name = item[`name${suffix[language]}`];
  const description = item[`description${suffix[language]}`];
  return {
    name: given(name) ? name : item.name,
    description: given(description) ? description : item.description,
  };
}

export type TranslatedCategory = {
  label: string;
  labelTe?: string | null;
  labelKn?: string | null;
  labelHi?: string | null;
};

export function categoryLabelIn(category: TranslatedCategory, language: GuestLanguage): string {
  if (language === "en") return category.label;
  const label = category[`label${suffix[language]}`];
  return given(label) ? label : category.label;
}

const fold = (text: string) => text.normalize("NFC").toLocaleLowerCase("en-IN");

/** The texts a search looks in: spec 5's fields, then every translation and the category's labels. */
export function searchFields(item: TranslatedItem, category: TranslatedCategory | undefined): string[] {
  const fields = [
    item.name,
    item.description,
    item.notes,
    item.servedWith,
    ...item.options,
    item.nameTe,
    item.descriptionTe,
    item.nameKn,
    item.descriptionKn,
    item.nameHi,
    item.descriptionHi,
    category?.label,
    category?.labelTe,
    category?.labelKn,
    category?.labelHi,
  ];
  return fields.filter(given);
}

/**
 * Search in every language at once (spec 5's fields, case-insensitive, plus every translated
 * name, description and category label): a guest may type in any script, whatever the page shows.
 */
export function matchesSearchInAnyLanguage(
  item: TranslatedItem,
  term: string,
  category: TranslatedCategory | undefined,
): boolean {
  const needle = fold(term.trim());
  if (!needle) return true;
  return searchFields(item, category).some((field) => fold(field).includes(needle));
}

/**
 * The guests' interface texts. English is the spec's, word for word; the others fall back to it
 * key by key (guestText). A native speaker should read them before they are shown.
 */
export const guestTexts = {
  en: {
    welcomePrompt: "Please provide your details to view the menu.",
    yourName: "Your Name",
    phoneNumber: "Phone Number",
    numberOfGuests: "Number of Guests",
    viewMenu: "View Menu",
    submitting: "Submitting...",
    entrySaved: "Entry saved successfully! Redirecting...",
    fillAllFields: "Please fill in all fields.",
    searchMenu: "Search the menu",
    vegOnly: "Veg Only",
    food: "Food",
    drinks: "Drinks",
    categories: "Categories",
    noItemsInCategory: "No items found in this category",
    menuLoadFailed: "Failed to load menu data. Please try again later.",
    tryAgain: "Try Again",
    notSpicy: "Not spicy",
    without: "Without",
    chefsSpecial: "Chef's Special",
    outOfStock: "Out of stock",
    allergenNote: "Ask our staff about allergens before ordering.",
    privacyNotice: "Privacy notice.",
    language: "Language",
  },
  te: {
    welcomePrompt: "మెనూ చూడటానికి దయచేసి మీ వివరాలు ఇవ్వండి.",
    yourName: "మీ పేరు",
    phoneNumber: "ఫోన్ నంబర్",
    numberOfGuests: "అతిథుల సంఖ్య",
    viewMenu: "మెనూ చూడండి",
    submitting: "పంపుతోంది...",
    searchMenu: "మెనూలో వెతకండి",
    vegOnly: "శాకాహారం మాత్రమే",
    food: "ఆహారం",
    drinks: "పానీయాలు",
    categories: "విభాగాలు",
    tryAgain: "మళ్ళీ ప్రయత్నించండి",
    notSpicy: "కారం లేనివి",
    without: "లేకుండా",
    chefsSpecial: "చెఫ్ స్పెషల్",
    outOfStock: "అందుబాటులో లేదు",
    allergenNote: "ఆర్డర్ చేసే ముందు అలర్జీ కారకాల గురించి మా సిబ్బందిని అడగండి.",
    language: "భాష",
  },
  kn: {
    welcomePrompt: "ಮೆನು ನೋಡಲು ದಯವಿಟ್ಟು ನಿಮ್ಮ ವಿವರಗಳನ್ನು ನೀಡಿ.",
    yourName: "ನಿಮ್ಮ ಹೆಸರು",
    phoneNumber: "ಫೋನ್ ಸಂಖ್ಯೆ",
    numberOfGuests: "ಅತಿಥಿಗಳ ಸಂಖ್ಯೆ",
    viewMenu: "ಮೆನು ನೋಡಿ",
    submitting: "ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ...",
    searchMenu: "ಮೆನುವಿನಲ್ಲಿ ಹುಡುಕಿ",
    vegOnly: "ಸಸ್ಯಾಹಾರ ಮಾತ್ರ",
    food: "ಆಹಾರ",
    drinks: "ಪಾನೀಯಗಳು",
    categories: "ವಿಭಾಗಗಳು",
    tryAgain: "ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ",
    notSpicy: "ಖಾರವಿಲ್ಲದ",
    without: "ಇಲ್ಲದೆ",
    chefsSpecial: "ಚೆಫ್ ಸ್ಪೆಷಲ್",
    outOfStock: "ಲಭ್ಯವಿಲ್ಲ",
    allergenNote: "ಆರ್ಡರ್ ಮಾಡುವ ಮೊದಲು ಅಲರ್ಜಿಕಾರಕಗಳ ಬಗ್ಗೆ ನಮ್ಮ ಸಿಬ್ಬಂದಿಯನ್ನು ಕೇಳಿ.",
    language: "ಭಾಷೆ",
  },
  hi: {
    welcomePrompt: "मेनू देखने के लिए कृपया अपना विवरण दें।",
    yourName: "आपका नाम",
    phoneNumber: "फ़ोन नंबर",
    numberOfGuests: "मेहमानों की संख्या",
    viewMenu: "मेनू देखें",
    submitting: "भेजा जा रहा है...",
    searchMenu: "मेनू में खोजें",
    vegOnly: "केवल शाकाहारी",
    food: "भोजन",
    drinks: "पेय",
    categories: "श्रेणियाँ",
    tryAgain: "फिर से कोशिश करें",
    notSpicy: "तीखा नहीं",
    without: "के बिना",
    chefsSpecial: "शेफ़ स्पेशल",
    outOfStock: "उपलब्ध नहीं",
    allergenNote: "ऑर्डर करने से पहले एलर्जी के बारे में हमारे स्टाफ़ से पूछें।",
    language: "भाषा",
  },
} as const satisfies Record<GuestLanguage, Partial<Record<string, string>>> & {
  en: Record<string, string>;
};

export type GuestTextKey = keyof (typeof guestTexts)["en"];

/** A text in the guest's language, else the English one. */
export function guestText(language: GuestLanguage, key: GuestTextKey): string {
  const texts = guestTexts[language] as Partial<Record<GuestTextKey, string>>;
  return texts[key] ?? guestTexts.en[key];
}
