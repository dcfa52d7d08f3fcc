// Issue 18 item 2: the guests' pages in English, Telugu, Kannada and Hindi. Pure data and rules,
// shared by the server's pages and their scripts; the cookie's answer is guest-language.server.ts.
import { type Allergen, allergenLabels, chefsSpecialWords, type SpiceLevel, spiceLabels } from "./dish-facts";
import type { MenuItemText } from "./menu-item-text";

import { guestErrorTexts } from "./guest-error-texts";
import type { GuestLanguage } from "./language-codes";

export {
  type GuestLanguage,
  guestLanguages,
  LANGUAGE_COOKIE,
  languageFonts,
  languageFromCookie,
  languageNames,
  readLanguage,
} from "./language-codes";

const suffix = { te: "Te", kn: "Kn", hi: "Hi" } as const;

export type TranslatedItem = MenuItemText & {
  nameTe?: string | null;
  descriptionTe?: string | null;
  nameKn?: string | null;
  descriptionKn?: string | null;
  nameHi?: string | null;
  descriptionHi?: string | null;
  notesTe?: string | null;
  notesKn?: string | null;
  notesHi?: string | null;
  servedWithTe?: string | null;
  servedWithKn?: string | null;
  servedWithHi?: string | null;
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

/** The texts a search looks in: spec 5's fields, then every translation and the category's labels. */
export function searchFields(
  item: TranslatedItem & { isChefsSpecial?: boolean },
  category: TranslatedCategory | undefined,
): string[] {
  const fields = [
    // Issue 29 item 11: a Chef's Special is found by 'special' in every language.
    ...(item.isChefsSpecial ? specialWords() : []),
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
    item.notesTe,
    item.notesKn,
    item.notesHi,
    item.servedWithTe,
    item.servedWithKn,
    item.servedWithHi,
    category?.label,
    category?.labelTe,
    category?.labelKn,
    category?.labelHi,
  ];
  return fields.filter(given);
}

/**
 * The guests' interface texts. English is the spec's, word for word; the others fall back to it
 * key by key (guestText). A native speaker should read them before they are shown.
 */
export const guestTexts = {
  en: {
    ...guestErrorTexts.en,
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
    chefsSpecial: "Chef's Special",
    outOfStock: "Out of stock",
    allergenNote: "Ask our staff about allergens before ordering.",
    privacyNotice: "Privacy notice.",
    language: "Language",
    welcomeTo: "Welcome to {name}",
    retentionNotice: "We keep your name and phone number for {days} days to manage seating.",
    retentionNoticeOne: "We keep your name and phone number for 1 day to manage seating.",
    servedHours: "Served {hours}",
    nameTooLong: "Your name must be at most 100 characters.",
    phoneInvalid: "Please enter a valid phone number (10 to 14 digits, optional leading +).",
    guestsRange: "Number of guests must be a whole number from 1 to 500.",
    tooManyEntries: "Too many entries from this device. Please ask our staff for help.",
    entryFailed: "Failed to save entry. Please try again.",
    entryError: "An error occurred. Please try again.",
    searchPlaceholder: "Search dishes, drinks, ingredients…",
    clearSearch: "Clear search",
    menuSections: "Menu sections",
    allCategories: "All categories",
    close: "Close",
    menu: "Menu",
    searchResults: "Search results",
    itemsFound: '{count} items found for "{term}"',
    itemFound: '1 item found for "{term}"',
    noItemsMatching: 'No items found matching "{term}"',
    servedWith: "Served with:",
    options: "Options",
    contains: "Contains:",
    footerPrices: "All prices are in Indian rupees and are subject to 5% GST and 10% service charge.",
    footerValuables: "The management is not responsible for the loss of any valuables.",
    withoutFilter: "Without …",
    apply: "Apply",
    spiceLevel: "Spice level: {level}",
    privacyTitle: "Privacy notice",
    privacyDescription: "What the visitor form keeps, why, for how long, and how to have it deleted.",
    privacyCollectTitle: "What we collect",
    privacyCollect:
      "When you fill in the form before the menu: your name, your phone number, the number of guests, the time, and the table whose QR code you scanned.",
    privacyWhyTitle: "Why",
    privacyWhy:
      "To manage seating and to know how many guests each table serves. We do not use it for marketing and do not share it with anyone.",
    privacyHowLongTitle: "How long",
    privacyHowLong: "{days} days. After that your entry is deleted automatically.",
    privacyHowLongOne: "1 day. After that your entry is deleted automatically.",
    privacyWhoTitle: "Who to ask",
    privacyAskStaff: "Ask our staff.",
    privacyAskOrContact: "Ask our staff, or contact us at {contact}.",
    privacyPhoneOrEmail: "{phone} or {email}",
    privacyDeleteTitle: "How to ask for deletion",
    privacyDelete:
      "Tell our staff, or write or call us, with the phone number you gave. We find every entry kept under it, give you a copy if you ask, and delete them. You have these rights under the Digital Personal Data Protection Act, 2023.",
    backToMenu: "Back to the menu",
    closedNow: "Closed now — opens at {time}",
    chefsSpecials: "Chef's Specials",
    // Issue 29 item 11: a dish's detail sheet; item 13: the printed table cards.
    spiceTitle: "Spice",
    allergensTitle: "Allergens",
    servingTitle: "Serving hours",
    spiceNotSet: "Not known yet. Please ask our staff.",
    allergensNotSet: "Not known yet. Please ask our staff.",
    allergensNone: "None of the 12 allergens we list.",
    servedWhileOpen: "Whenever we are open",
    loading: "Loading…",
    dishDetails: "About this dish",
    scanForMenu: "Scan for the menu",
    special: "special",
    vegetarian: "Vegetarian",
    nonVegetarian: "Non-vegetarian",
    consentLine:
      "By pressing View Menu you agree to this. You can withdraw your consent at any time, just as easily:",
    privacyFiduciary: "{who} decides how the details you give are used (the Data Fiduciary).",
    privacyPhoneLabel: "Phone:",
    privacyEmailLabel: "Email:",
    privacyItemsIntro: "Each item, and why we need it:",
    privacyItemName:
      "Your name: to call you when your table is ready, and to find your entries when you ask.",
    privacyItemPhone:
      "Your phone number: to reach you about your table, to find your entries when you ask, and to allow at most 3 entries per number in 10 minutes.",
    privacyItemGuests: "The number of guests: to seat you.",
    privacyItemTimeTable:
      "The time, and the table whose QR code you scanned: to seat you and to count guests per table.",
    privacyItemBrowser:
      "A random code in a cookie on this browser: to allow at most 3 entries per browser in 10 minutes. It does not name you.",
    privacyItemNetwork:
      "A scrambled form of your network address, kept for 10 minutes: to stop floods of the form.",
    privacyCounts: "After that only counts remain (guests per day, hour and table), which name no one.",
    privacyLegalMinimum:
      "From 13 May 2027 the law requires us to keep entries for at least one year (Digital Personal Data Protection Rules, 2025, rule 8(3)); the period above will then be at least 365 days.",
    privacyConsentTitle: "Your consent, and withdrawing it",
    privacyConsent:
      "You give your consent by pressing View Menu. You can withdraw it at any time, just as easily: press the button below on the phone you used, or tell our staff. We then delete your entry.",
    withdrawConsent: "Withdraw my consent and delete my entry",
    withdrawDone: "Your consent is withdrawn and your entry has been deleted.",
    withdrawNone: "No entry from this browser was found. Please ask our staff.",
    privacyRightsTitle: "Your rights",
    privacyRights:
      "Under the Digital Personal Data Protection Act, 2023 you may ask for a summary and a copy of your data (section 11), have it corrected, completed or erased (section 12), and name someone to use these rights for you if you die or cannot act (section 14). Tell our staff, or call or write to us, with the phone number and name you gave: we check that it is you, then act.",
    privacyGrievanceTitle: "Complaints",
    privacyGrievance:
      "Our grievance officer is the restaurant's manager, at the phone number and email above. We answer every complaint within 90 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
    tooManyFromNetwork: "Too many entries from this network. Please ask our staff for help.",
    tableCodeInvalid: "That table code is not valid any more. Please ask our staff for a new one.",
    tableCode: "Table code (from our staff)",
    missingSpiceMany: "{count} dishes without spice information are not shown",
    missingSpiceOne: "1 dish without spice information is not shown",
    missingAllergensMany: "{count} dishes without allergen information are not shown",
    missingAllergensOne: "1 dish without allergen information is not shown",
  },
  te: {
    ...guestErrorTexts.te,
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
    chefsSpecial: "చెఫ్ స్పెషల్",
    outOfStock: "అందుబాటులో లేదు",
    allergenNote: "ఆర్డర్ చేసే ముందు అలర్జీ కారకాల గురించి మా సిబ్బందిని అడగండి.",
    language: "భాష",
    entrySaved: "వివరాలు సేవ్ అయ్యాయి! మెనూకి తీసుకెళ్తున్నాం...",
    fillAllFields: "దయచేసి అన్ని వివరాలు నింపండి.",
    noItemsInCategory: "ఈ విభాగంలో వంటకాలు ఏవీ లేవు",
    menuLoadFailed: "మెనూ లోడ్ కాలేదు. దయచేసి కాసేపటి తర్వాత మళ్ళీ ప్రయత్నించండి.",
    privacyNotice: "గోప్యతా ప్రకటన.",
    welcomeTo: "{name}కు స్వాగతం",
    retentionNotice: "సీటింగ్ ఏర్పాటు కోసం మీ పేరు, ఫోన్ నంబర్‌ను {days} రోజులు ఉంచుతాము.",
    retentionNoticeOne: "సీటింగ్ ఏర్పాటు కోసం మీ పేరు, ఫోన్ నంబర్‌ను 1 రోజు ఉంచుతాము.",
    servedHours: "వడ్డించే సమయం {hours}",
    nameTooLong: "మీ పేరు 100 అక్షరాలకు మించకూడదు.",
    phoneInvalid: "దయచేసి సరైన ఫోన్ నంబర్ ఇవ్వండి (10 నుంచి 14 అంకెలు, ముందు + ఉండవచ్చు).",
    guestsRange: "అతిథుల సంఖ్య 1 నుంచి 500 మధ్య పూర్ణ సంఖ్య అయి ఉండాలి.",
    tooManyEntries: "ఈ పరికరం నుంచి చాలా ఎక్కువ నమోదులు వచ్చాయి. దయచేసి మా సిబ్బంది సహాయం అడగండి.",
    entryFailed: "వివరాలు సేవ్ కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.",
    entryError: "ఏదో పొరపాటు జరిగింది. దయచేసి మళ్ళీ ప్రయత్నించండి.",
    searchPlaceholder: "వంటకాలు, పానీయాలు, పదార్థాలు వెతకండి…",
    clearSearch: "వెతుకులాట తుడిచివేయండి",
    menuSections: "మెనూ విభాగాలు",
    allCategories: "అన్ని విభాగాలు",
    close: "మూసివేయండి",
    menu: "మెనూ",
    searchResults: "వెతుకులాట ఫలితాలు",
    itemsFound: '"{term}" కోసం {count} వంటకాలు దొరికాయి',
    itemFound: '"{term}" కోసం 1 వంటకం దొరికింది',
    noItemsMatching: '"{term}"కు సరిపోయే వంటకాలు ఏవీ దొరకలేదు',
    servedWith: "వీటితో వడ్డిస్తారు:",
    options: "ఎంపికలు",
    contains: "ఇందులో ఉన్నవి:",
    footerPrices: "అన్ని ధరలు భారతీయ రూపాయలలో ఉన్నాయి; వీటిపై 5% జీఎస్టీ, 10% సర్వీస్ ఛార్జ్ వర్తిస్తాయి.",
    footerValuables: "విలువైన వస్తువులు పోతే యాజమాన్యం బాధ్యత వహించదు.",
    withoutFilter: "… లేకుండా",
    apply: "వర్తింపజేయండి",
    spiceLevel: "కారం స్థాయి: {level}",
    privacyTitle: "గోప్యతా ప్రకటన",
    privacyDescription: "సందర్శకుల ఫారం ఏ వివరాలు ఉంచుతుంది, ఎందుకు, ఎంత కాలం, వాటిని ఎలా తొలగింపజేయాలి.",
    privacyCollectTitle: "మేము సేకరించేవి",
    privacyCollect:
      "మెనూకు ముందు ఫారం నింపినప్పుడు: మీ పేరు, మీ ఫోన్ నంబర్, అతిథుల సంఖ్య, సమయం, మీరు స్కాన్ చేసిన QR కోడ్ ఉన్న టేబుల్.",
    privacyWhyTitle: "ఎందుకు",
    privacyWhy:
      "సీటింగ్ ఏర్పాటు చేయడానికి, ప్రతి టేబుల్‌కు ఎంత మంది అతిథులు వస్తారో తెలుసుకోవడానికి. వీటిని మేము మార్కెటింగ్ కోసం వాడము, ఎవరితోనూ పంచుకోము.",
    privacyHowLongTitle: "ఎంత కాలం",
    privacyHowLong: "{days} రోజులు. ఆ తర్వాత మీ నమోదు దానంతట అదే తొలగిపోతుంది.",
    privacyHowLongOne: "1 రోజు. ఆ తర్వాత మీ నమోదు దానంతట అదే తొలగిపోతుంది.",
    privacyWhoTitle: "ఎవరిని అడగాలి",
    privacyAskStaff: "మా సిబ్బందిని అడగండి.",
    privacyAskOrContact: "మా సిబ్బందిని అడగండి, లేదా {contact} ద్వారా మమ్మల్ని సంప్రదించండి.",
    privacyPhoneOrEmail: "{phone} లేదా {email}",
    privacyDeleteTitle: "తొలగింపు కోసం ఎలా అడగాలి",
    privacyDelete:
      "మీరు ఇచ్చిన ఫోన్ నంబర్‌తో మా సిబ్బందికి చెప్పండి, లేదా మాకు రాయండి లేదా ఫోన్ చేయండి. ఆ నంబర్‌తో ఉంచిన ప్రతి నమోదును కనుగొని, మీరు అడిగితే వాటి కాపీ ఇచ్చి, వాటిని తొలగిస్తాము. డిజిటల్ వ్యక్తిగత డేటా రక్షణ చట్టం, 2023 ప్రకారం మీకు ఈ హక్కులు ఉన్నాయి.",
    backToMenu: "మెనూకి తిరిగి వెళ్ళండి",
    closedNow: "ఇప్పుడు మూసి ఉంది — తెరిచే సమయం {time}",
    chefsSpecials: "చెఫ్ స్పెషల్స్",
    spiceTitle: "కారం",
    allergensTitle: "అలర్జీ కారకాలు",
    servingTitle: "వడ్డించే వేళలు",
    spiceNotSet: "ఇంకా తెలియదు. దయచేసి మా సిబ్బందిని అడగండి.",
    allergensNotSet: "ఇంకా తెలియదు. దయచేసి మా సిబ్బందిని అడగండి.",
    allergensNone: "మేము చూపే 12 అలర్జీ కారకాలలో ఏదీ లేదు.",
    servedWhileOpen: "మేము తెరిచి ఉన్నంత సేపు",
    loading: "లోడ్ అవుతోంది…",
    dishDetails: "ఈ వంటకం గురించి",
    scanForMenu: "మెనూ కోసం స్కాన్ చేయండి",
    special: "ప్రత్యేకం",
    vegetarian: "శాకాహారం",
    nonVegetarian: "మాంసాహారం",
    consentLine: "మెనూ చూడండి నొక్కడం ద్వారా మీరు దీనికి అంగీకరిస్తున్నారు. మీ అంగీకారాన్ని ఎప్పుడైనా అంతే సులభంగా ఉపసంహరించుకోవచ్చు:",
    privacyFiduciary: "మీరు ఇచ్చే వివరాలు ఎలా వాడాలో {who} నిర్ణయిస్తుంది (డేటా ఫిడ్యూషియరీ).",
    privacyPhoneLabel: "ఫోన్:",
    privacyEmailLabel: "ఈమెయిల్:",
    privacyItemsIntro: "ప్రతి వివరం, అది మాకు ఎందుకు అవసరమో:",
    privacyItemName: "మీ పేరు: మీ టేబుల్ సిద్ధమైనప్పుడు మిమ్మల్ని పిలవడానికి, మీరు అడిగినప్పుడు మీ నమోదులు కనుగొనడానికి.",
    privacyItemPhone:
      "మీ ఫోన్ నంబర్: మీ టేబుల్ గురించి మిమ్మల్ని సంప్రదించడానికి, మీరు అడిగినప్పుడు మీ నమోదులు కనుగొనడానికి, ఒక నంబర్‌తో 10 నిమిషాల్లో 3 నమోదులకు మించకుండా చూడటానికి.",
    privacyItemGuests: "అతిథుల సంఖ్య: మీకు సీటు ఏర్పాటు చేయడానికి.",
    privacyItemTimeTable:
      "సమయం, మీరు స్కాన్ చేసిన QR కోడ్ ఉన్న టేబుల్: మీకు సీటు ఏర్పాటు చేయడానికి, ప్రతి టేబుల్‌కు అతిథులను లెక్కించడానికి.",
    privacyItemBrowser:
      "ఈ బ్రౌజర్‌లోని కుకీలో ఒక యాదృచ్ఛిక కోడ్: ఒక బ్రౌజర్ నుంచి 10 నిమిషాల్లో 3 నమోదులకు మించకుండా చూడటానికి. అది మీ పేరును తెలపదు.",
    privacyItemNetwork: "మీ నెట్‌వర్క్ చిరునామా మార్చిన (హ్యాష్) రూపం, 10 నిమిషాలు మాత్రమే: ఫారం దుర్వినియోగాన్ని ఆపడానికి.",
    privacyCounts: "ఆ తర్వాత లెక్కలు మాత్రమే మిగులుతాయి (రోజుకు, గంటకు, టేబుల్‌కు అతిథులు), అవి ఎవరి పేరునూ తెలపవు.",
    privacyLegalMinimum:
      "13 మే 2027 నుంచి నమోదులను కనీసం ఒక సంవత్సరం ఉంచాలని చట్టం కోరుతుంది (డిజిటల్ వ్యక్తిగత డేటా రక్షణ నియమాలు, 2025, నియమం 8(3)); అప్పుడు పై కాలం కనీసం 365 రోజులు అవుతుంది.",
    privacyConsentTitle: "మీ అంగీకారం, దాని ఉపసంహరణ",
    privacyConsent:
      "మెనూ చూడండి నొక్కడం ద్వారా మీరు అంగీకారం ఇస్తారు. దాన్ని ఎప్పుడైనా అంతే సులభంగా ఉపసంహరించుకోవచ్చు: మీరు వాడిన ఫోన్‌లో కింది బటన్ నొక్కండి, లేదా మా సిబ్బందికి చెప్పండి. అప్పుడు మీ నమోదును తొలగిస్తాము.",
    withdrawConsent: "నా అంగీకారం ఉపసంహరించుకుని నా నమోదు తొలగించండి",
    withdrawDone: "మీ అంగీకారం ఉపసంహరించబడింది, మీ నమోదు తొలగించబడింది.",
    withdrawNone: "ఈ బ్రౌజర్ నుంచి ఏ నమోదూ దొరకలేదు. దయచేసి మా సిబ్బందిని అడగండి.",
    privacyRightsTitle: "మీ హక్కులు",
    privacyRights:
      "డిజిటల్ వ్యక్తిగత డేటా రక్షణ చట్టం, 2023 ప్రకారం మీ డేటా సారాంశం, కాపీ అడగవచ్చు (సెక్షన్ 11), దాన్ని సరిచేయించవచ్చు, పూర్తి చేయించవచ్చు లేదా తొలగింపజేయవచ్చు (సెక్షన్ 12), మీరు మరణించినా లేదా వ్యవహరించలేకపోయినా మీ తరఫున ఈ హక్కులు వాడే వ్యక్తిని నియమించవచ్చు (సెక్షన్ 14). మీరు ఇచ్చిన ఫోన్ నంబర్, పేరుతో మా సిబ్బందికి చెప్పండి, లేదా మాకు ఫోన్ చేయండి లేదా రాయండి: అది మీరేనని తనిఖీ చేసి, చర్య తీసుకుంటాము.",
    privacyGrievanceTitle: "ఫిర్యాదులు",
    privacyGrievance:
      "మా ఫిర్యాదుల అధికారి రెస్టారెంట్ మేనేజర్, పై ఫోన్ నంబర్, ఈమెయిల్‌లో అందుబాటులో ఉంటారు. ప్రతి ఫిర్యాదుకు 90 రోజుల్లోపు సమాధానం ఇస్తాము. మా సమాధానంతో మీకు సంతృప్తి లేకపోతే, డేటా ప్రొటెక్షన్ బోర్డ్ ఆఫ్ ఇండియాకు ఫిర్యాదు చేయవచ్చు.",
    tooManyFromNetwork: "ఈ నెట్‌వర్క్ నుంచి చాలా ఎక్కువ నమోదులు వచ్చాయి. దయచేసి మా సిబ్బంది సహాయం అడగండి.",
    tableCodeInvalid: "ఈ టేబుల్ కోడ్ ఇప్పుడు చెల్లదు. దయచేసి మా సిబ్బందిని కొత్తది అడగండి.",
    tableCode: "టేబుల్ కోడ్ (మా సిబ్బంది ఇస్తారు)",
    missingSpiceMany: "కారం వివరాలు లేని {count} వంటకాలు చూపబడలేదు",
    missingSpiceOne: "కారం వివరాలు లేని 1 వంటకం చూపబడలేదు",
    missingAllergensMany: "అలర్జీ కారకాల వివరాలు లేని {count} వంటకాలు చూపబడలేదు",
    missingAllergensOne: "అలర్జీ కారకాల వివరాలు లేని 1 వంటకం చూపబడలేదు",
  },
  kn: {
    ...guestErrorTexts.kn,
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
    chefsSpecial: "ಚೆಫ್ ಸ್ಪೆಷಲ್",
    outOfStock: "ಲಭ್ಯವಿಲ್ಲ",
    allergenNote: "ಆರ್ಡರ್ ಮಾಡುವ ಮೊದಲು ಅಲರ್ಜಿಕಾರಕಗಳ ಬಗ್ಗೆ ನಮ್ಮ ಸಿಬ್ಬಂದಿಯನ್ನು ಕೇಳಿ.",
    language: "ಭಾಷೆ",
    entrySaved: "ವಿವರಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ! ಮೆನುಗೆ ಕರೆದೊಯ್ಯಲಾಗುತ್ತಿದೆ...",
    fillAllFields: "ದಯವಿಟ್ಟು ಎಲ್ಲಾ ವಿವರಗಳನ್ನು ಭರ್ತಿ ಮಾಡಿ.",
    noItemsInCategory: "ಈ ವಿಭಾಗದಲ್ಲಿ ಯಾವುದೇ ಐಟಂಗಳಿಲ್ಲ",
    menuLoadFailed: "ಮೆನು ಲೋಡ್ ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
    privacyNotice: "ಗೌಪ್ಯತಾ ಸೂಚನೆ.",
    welcomeTo: "{name}ಗೆ ಸ್ವಾಗತ",
    retentionNotice: "ಆಸನ ವ್ಯವಸ್ಥೆಗಾಗಿ ನಿಮ್ಮ ಹೆಸರು ಮತ್ತು ಫೋನ್ ಸಂಖ್ಯೆಯನ್ನು {days} ದಿನಗಳ ಕಾಲ ಇಟ್ಟುಕೊಳ್ಳುತ್ತೇವೆ.",
    retentionNoticeOne: "ಆಸನ ವ್ಯವಸ್ಥೆಗಾಗಿ ನಿಮ್ಮ ಹೆಸರು ಮತ್ತು ಫೋನ್ ಸಂಖ್ಯೆಯನ್ನು 1 ದಿನ ಇಟ್ಟುಕೊಳ್ಳುತ್ತೇವೆ.",
    servedHours: "ಬಡಿಸುವ ಸಮಯ {hours}",
    nameTooLong: "ನಿಮ್ಮ ಹೆಸರು 100 ಅಕ್ಷರಗಳನ್ನು ಮೀರಬಾರದು.",
    phoneInvalid: "ದಯವಿಟ್ಟು ಸರಿಯಾದ ಫೋನ್ ಸಂಖ್ಯೆ ನೀಡಿ (10 ರಿಂದ 14 ಅಂಕೆಗಳು, ಮುಂದೆ + ಇರಬಹುದು).",
    guestsRange: "ಅತಿಥಿಗಳ ಸಂಖ್ಯೆ 1 ರಿಂದ 500 ರವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು.",
    tooManyEntries: "ಈ ಸಾಧನದಿಂದ ತುಂಬಾ ಹೆಚ್ಚು ನಮೂದುಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು ನಮ್ಮ ಸಿಬ್ಬಂದಿಯ ಸಹಾಯ ಕೇಳಿ.",
    entryFailed: "ವಿವರಗಳನ್ನು ಉಳಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
    entryError: "ಏನೋ ತಪ್ಪಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
    searchPlaceholder: "ಖಾದ್ಯಗಳು, ಪಾನೀಯಗಳು, ಪದಾರ್ಥಗಳನ್ನು ಹುಡುಕಿ…",
    clearSearch: "ಹುಡುಕಾಟ ಅಳಿಸಿ",
    menuSections: "ಮೆನು ವಿಭಾಗಗಳು",
    allCategories: "ಎಲ್ಲಾ ವಿಭಾಗಗಳು",
    close: "ಮುಚ್ಚಿ",
    menu: "ಮೆನು",
    searchResults: "ಹುಡುಕಾಟದ ಫಲಿತಾಂಶಗಳು",
    itemsFound: '"{term}" ಗಾಗಿ {count} ಐಟಂಗಳು ಸಿಕ್ಕಿವೆ',
    itemFound: '"{term}" ಗಾಗಿ 1 ಐಟಂ ಸಿಕ್ಕಿದೆ',
    noItemsMatching: '"{term}" ಗೆ ಹೊಂದುವ ಯಾವುದೇ ಐಟಂ ಸಿಗಲಿಲ್ಲ',
    servedWith: "ಇದರೊಂದಿಗೆ ಬಡಿಸಲಾಗುತ್ತದೆ:",
    options: "ಆಯ್ಕೆಗಳು",
    contains: "ಇದರಲ್ಲಿದೆ:",
    footerPrices: "ಎಲ್ಲಾ ಬೆಲೆಗಳು ಭಾರತೀಯ ರೂಪಾಯಿಗಳಲ್ಲಿವೆ; ಇವುಗಳ ಮೇಲೆ 5% ಜಿಎಸ್‌ಟಿ ಮತ್ತು 10% ಸೇವಾ ಶುಲ್ಕ ಅನ್ವಯಿಸುತ್ತದೆ.",
    footerValuables: "ಬೆಲೆಬಾಳುವ ವಸ್ತುಗಳು ಕಳೆದುಹೋದರೆ ಆಡಳಿತ ಮಂಡಳಿ ಜವಾಬ್ದಾರಿಯಲ್ಲ.",
    withoutFilter: "… ಇಲ್ಲದೆ",
    apply: "ಅನ್ವಯಿಸಿ",
    spiceLevel: "ಖಾರದ ಮಟ್ಟ: {level}",
    privacyTitle: "ಗೌಪ್ಯತಾ ಸೂಚನೆ",
    privacyDescription:
      "ಸಂದರ್ಶಕರ ಫಾರ್ಮ್ ಯಾವ ವಿವರಗಳನ್ನು ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ, ಏಕೆ, ಎಷ್ಟು ಕಾಲ, ಮತ್ತು ಅವುಗಳನ್ನು ಅಳಿಸುವಂತೆ ಹೇಗೆ ಕೇಳುವುದು.",
    privacyCollectTitle: "ನಾವು ಸಂಗ್ರಹಿಸುವುದು",
    privacyCollect:
      "ಮೆನುವಿಗೆ ಮೊದಲು ಫಾರ್ಮ್ ಭರ್ತಿ ಮಾಡಿದಾಗ: ನಿಮ್ಮ ಹೆಸರು, ನಿಮ್ಮ ಫೋನ್ ಸಂಖ್ಯೆ, ಅತಿಥಿಗಳ ಸಂಖ್ಯೆ, ಸಮಯ, ಮತ್ತು ನೀವು ಸ್ಕ್ಯಾನ್ ಮಾಡಿದ QR ಕೋಡ್‌ನ ಟೇಬಲ್.",
    privacyWhyTitle: "ಏಕೆ",
    privacyWhy:
      "ಆಸನ ವ್ಯವಸ್ಥೆ ಮಾಡಲು ಮತ್ತು ಪ್ರತಿ ಟೇಬಲ್‌ಗೆ ಎಷ್ಟು ಅತಿಥಿಗಳು ಬರುತ್ತಾರೆ ಎಂದು ತಿಳಿಯಲು. ಇದನ್ನು ನಾವು ಮಾರ್ಕೆಟಿಂಗ್‌ಗೆ ಬಳಸುವುದಿಲ್ಲ ಮತ್ತು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳುವುದಿಲ್ಲ.",
    privacyHowLongTitle: "ಎಷ್ಟು ಕಾಲ",
    privacyHowLong: "{days} ದಿನಗಳು. ಅದರ ನಂತರ ನಿಮ್ಮ ನಮೂದು ತಾನಾಗಿಯೇ ಅಳಿಸಲ್ಪಡುತ್ತದೆ.",
    privacyHowLongOne: "1 ದಿನ. ಅದರ ನಂತರ ನಿಮ್ಮ ನಮೂದು ತಾನಾಗಿಯೇ ಅಳಿಸಲ್ಪಡುತ್ತದೆ.",
    privacyWhoTitle: "ಯಾರನ್ನು ಕೇಳಬೇಕು",
    privacyAskStaff: "ನಮ್ಮ ಸಿಬ್ಬಂದಿಯನ್ನು ಕೇಳಿ.",
    privacyAskOrContact: "ನಮ್ಮ ಸಿಬ್ಬಂದಿಯನ್ನು ಕೇಳಿ, ಅಥವಾ {contact} ಮೂಲಕ ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ.",
    privacyPhoneOrEmail: "{phone} ಅಥವಾ {email}",
    privacyDeleteTitle: "ಅಳಿಸುವಂತೆ ಹೇಗೆ ಕೇಳುವುದು",
    privacyDelete:
      "ನೀವು ನೀಡಿದ ಫೋನ್ ಸಂಖ್ಯೆಯೊಂದಿಗೆ ನಮ್ಮ ಸಿಬ್ಬಂದಿಗೆ ತಿಳಿಸಿ, ಅಥವಾ ನಮಗೆ ಬರೆಯಿರಿ ಅಥವಾ ಕರೆ ಮಾಡಿ. ಆ ಸಂಖ್ಯೆಯಲ್ಲಿ ಇಟ್ಟಿರುವ ಪ್ರತಿ ನಮೂದನ್ನು ಹುಡುಕಿ, ನೀವು ಕೇಳಿದರೆ ಅದರ ಪ್ರತಿಯನ್ನು ನೀಡಿ, ಅವುಗಳನ್ನು ಅಳಿಸುತ್ತೇವೆ. ಡಿಜಿಟಲ್ ವೈಯಕ್ತಿಕ ದತ್ತಾಂಶ ಸಂರಕ್ಷಣಾ ಕಾಯ್ದೆ, 2023ರ ಅಡಿಯಲ್ಲಿ ನಿಮಗೆ ಈ ಹಕ್ಕುಗಳಿವೆ.",
    backToMenu: "ಮೆನುವಿಗೆ ಹಿಂತಿರುಗಿ",
    closedNow: "ಈಗ ಮುಚ್ಚಿದೆ — ತೆರೆಯುವ ಸಮಯ {time}",
    chefsSpecials: "ಚೆಫ್ ಸ್ಪೆಷಲ್ಸ್",
    spiceTitle: "ಖಾರ",
    allergensTitle: "ಅಲರ್ಜಿ ಕಾರಕಗಳು",
    servingTitle: "ಬಡಿಸುವ ಸಮಯ",
    spiceNotSet: "ಇನ್ನೂ ತಿಳಿದಿಲ್ಲ. ದಯವಿಟ್ಟು ನಮ್ಮ ಸಿಬ್ಬಂದಿಯನ್ನು ಕೇಳಿ.",
    allergensNotSet: "ಇನ್ನೂ ತಿಳಿದಿಲ್ಲ. ದಯವಿಟ್ಟು ನಮ್ಮ ಸಿಬ್ಬಂದಿಯನ್ನು ಕೇಳಿ.",
    allergensNone: "ನಾವು ಪಟ್ಟಿ ಮಾಡುವ 12 ಅಲರ್ಜಿ ಕಾರಕಗಳಲ್ಲಿ ಯಾವುದೂ ಇಲ್ಲ.",
    servedWhileOpen: "ನಾವು ತೆರೆದಿರುವಷ್ಟು ಸಮಯ",
    loading: "ಲೋಡ್ ಆಗುತ್ತಿದೆ…",
    dishDetails: "ಈ ಖಾದ್ಯದ ಬಗ್ಗೆ",
    scanForMenu: "ಮೆನುಗಾಗಿ ಸ್ಕ್ಯಾನ್ ಮಾಡಿ",
    special: "ವಿಶೇಷ",
    vegetarian: "ಸಸ್ಯಾಹಾರ",
    nonVegetarian: "ಮಾಂಸಾಹಾರ",
    consentLine: "ಮೆನು ನೋಡಿ ಒತ್ತುವ ಮೂಲಕ ನೀವು ಇದಕ್ಕೆ ಒಪ್ಪುತ್ತೀರಿ. ನಿಮ್ಮ ಒಪ್ಪಿಗೆಯನ್ನು ಯಾವಾಗ ಬೇಕಾದರೂ ಅಷ್ಟೇ ಸುಲಭವಾಗಿ ಹಿಂಪಡೆಯಬಹುದು:",
    privacyFiduciary: "ನೀವು ನೀಡುವ ವಿವರಗಳನ್ನು ಹೇಗೆ ಬಳಸಬೇಕೆಂದು {who} ನಿರ್ಧರಿಸುತ್ತದೆ (ಡೇಟಾ ಫಿಡ್ಯೂಷಿಯರಿ).",
    privacyPhoneLabel: "ಫೋನ್:",
    privacyEmailLabel: "ಇಮೇಲ್:",
    privacyItemsIntro: "ಪ್ರತಿ ವಿವರ, ಮತ್ತು ಅದು ನಮಗೆ ಏಕೆ ಬೇಕು:",
    privacyItemName: "ನಿಮ್ಮ ಹೆಸರು: ನಿಮ್ಮ ಟೇಬಲ್ ಸಿದ್ಧವಾದಾಗ ನಿಮ್ಮನ್ನು ಕರೆಯಲು, ಮತ್ತು ನೀವು ಕೇಳಿದಾಗ ನಿಮ್ಮ ನಮೂದುಗಳನ್ನು ಹುಡುಕಲು.",
    privacyItemPhone:
      "ನಿಮ್ಮ ಫೋನ್ ಸಂಖ್ಯೆ: ನಿಮ್ಮ ಟೇಬಲ್ ಬಗ್ಗೆ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಲು, ನೀವು ಕೇಳಿದಾಗ ನಿಮ್ಮ ನಮೂದುಗಳನ್ನು ಹುಡುಕಲು, ಮತ್ತು ಒಂದು ಸಂಖ್ಯೆಯಿಂದ 10 ನಿಮಿಷಗಳಲ್ಲಿ 3 ನಮೂದುಗಳನ್ನು ಮೀರದಂತೆ ನೋಡಲು.",
    privacyItemGuests: "ಅತಿಥಿಗಳ ಸಂಖ್ಯೆ: ನಿಮಗೆ ಆಸನ ಒದಗಿಸಲು.",
    privacyItemTimeTable: "ಸಮಯ, ಮತ್ತು ನೀವು ಸ್ಕ್ಯಾನ್ ಮಾಡಿದ QR ಕೋಡ್‌ನ ಟೇಬಲ್: ನಿಮಗೆ ಆಸನ ಒದಗಿಸಲು ಮತ್ತು ಪ್ರತಿ ಟೇಬಲ್‌ನ ಅತಿಥಿಗಳನ್ನು ಎಣಿಸಲು.",
    privacyItemBrowser:
      "ಈ ಬ್ರೌಸರ್‌ನ ಕುಕಿಯಲ್ಲಿ ಒಂದು ಯಾದೃಚ್ಛಿಕ ಕೋಡ್: ಒಂದು ಬ್ರೌಸರ್‌ನಿಂದ 10 ನಿಮಿಷಗಳಲ್ಲಿ 3 ನಮೂದುಗಳನ್ನು ಮೀರದಂತೆ ನೋಡಲು. ಅದು ನಿಮ್ಮ ಹೆಸರನ್ನು ತಿಳಿಸುವುದಿಲ್ಲ.",
    privacyItemNetwork: "ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್ ವಿಳಾಸದ ಬದಲಾಯಿಸಿದ (ಹ್ಯಾಶ್) ರೂಪ, 10 ನಿಮಿಷ ಮಾತ್ರ: ಫಾರ್ಮ್‌ನ ದುರುಪಯೋಗ ತಡೆಯಲು.",
    privacyCounts: "ಅದರ ನಂತರ ಎಣಿಕೆಗಳು ಮಾತ್ರ ಉಳಿಯುತ್ತವೆ (ದಿನ, ಗಂಟೆ ಮತ್ತು ಟೇಬಲ್‌ಗೆ ಅತಿಥಿಗಳು), ಅವು ಯಾರ ಹೆಸರನ್ನೂ ತಿಳಿಸುವುದಿಲ್ಲ.",
    privacyLegalMinimum:
      "13 ಮೇ 2027 ರಿಂದ ನಮೂದುಗಳನ್ನು ಕನಿಷ್ಠ ಒಂದು ವರ್ಷ ಇಡಬೇಕೆಂದು ಕಾನೂನು ಹೇಳುತ್ತದೆ (ಡಿಜಿಟಲ್ ವೈಯಕ್ತಿಕ ದತ್ತಾಂಶ ಸಂರಕ್ಷಣಾ ನಿಯಮಗಳು, 2025, ನಿಯಮ 8(3)); ಆಗ ಮೇಲಿನ ಅವಧಿ ಕನಿಷ್ಠ 365 ದಿನಗಳಾಗುತ್ತದೆ.",
    privacyConsentTitle: "ನಿಮ್ಮ ಒಪ್ಪಿಗೆ, ಮತ್ತು ಅದನ್ನು ಹಿಂಪಡೆಯುವುದು",
    privacyConsent:
      "ಮೆನು ನೋಡಿ ಒತ್ತುವ ಮೂಲಕ ನೀವು ಒಪ್ಪಿಗೆ ನೀಡುತ್ತೀರಿ. ಅದನ್ನು ಯಾವಾಗ ಬೇಕಾದರೂ ಅಷ್ಟೇ ಸುಲಭವಾಗಿ ಹಿಂಪಡೆಯಬಹುದು: ನೀವು ಬಳಸಿದ ಫೋನ್‌ನಲ್ಲಿ ಕೆಳಗಿನ ಬಟನ್ ಒತ್ತಿ, ಅಥವಾ ನಮ್ಮ ಸಿಬ್ಬಂದಿಗೆ ತಿಳಿಸಿ. ನಂತರ ನಿಮ್ಮ ನಮೂದನ್ನು ಅಳಿಸುತ್ತೇವೆ.",
    withdrawConsent: "ನನ್ನ ಒಪ್ಪಿಗೆ ಹಿಂಪಡೆದು ನನ್ನ ನಮೂದನ್ನು ಅಳಿಸಿ",
    withdrawDone: "ನಿಮ್ಮ ಒಪ್ಪಿಗೆಯನ್ನು ಹಿಂಪಡೆಯಲಾಗಿದೆ ಮತ್ತು ನಿಮ್ಮ ನಮೂದನ್ನು ಅಳಿಸಲಾಗಿದೆ.",
    withdrawNone: "ಈ ಬ್ರೌಸರ್‌ನಿಂದ ಯಾವುದೇ ನಮೂದು ಸಿಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ನಮ್ಮ ಸಿಬ್ಬಂದಿಯನ್ನು ಕೇಳಿ.",
    privacyRightsTitle: "ನಿಮ್ಮ ಹಕ್ಕುಗಳು",
    privacyRights:
      "ಡಿಜಿಟಲ್ ವೈಯಕ್ತಿಕ ದತ್ತಾಂಶ ಸಂರಕ್ಷಣಾ ಕಾಯ್ದೆ, 2023ರ ಅಡಿಯಲ್ಲಿ ನಿಮ್ಮ ದತ್ತಾಂಶದ ಸಾರಾಂಶ ಮತ್ತು ಪ್ರತಿಯನ್ನು ಕೇಳಬಹುದು (ಸೆಕ್ಷನ್ 11), ಅದನ್ನು ಸರಿಪಡಿಸಲು, ಪೂರ್ಣಗೊಳಿಸಲು ಅಥವಾ ಅಳಿಸಲು ಕೇಳಬಹುದು (ಸೆಕ್ಷನ್ 12), ಮತ್ತು ನೀವು ಮರಣ ಹೊಂದಿದರೆ ಅಥವಾ ವ್ಯವಹರಿಸಲಾಗದಿದ್ದರೆ ನಿಮ್ಮ ಪರವಾಗಿ ಈ ಹಕ್ಕುಗಳನ್ನು ಬಳಸುವವರನ್ನು ನೇಮಿಸಬಹುದು (ಸೆಕ್ಷನ್ 14). ನೀವು ನೀಡಿದ ಫೋನ್ ಸಂಖ್ಯೆ ಮತ್ತು ಹೆಸರಿನೊಂದಿಗೆ ನಮ್ಮ ಸಿಬ್ಬಂದಿಗೆ ತಿಳಿಸಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ ಬರೆಯಿರಿ: ಅದು ನೀವೇ ಎಂದು ಪರಿಶೀಲಿಸಿ ಕ್ರಮ ಕೈಗೊಳ್ಳುತ್ತೇವೆ.",
    privacyGrievanceTitle: "ದೂರುಗಳು",
    privacyGrievance:
      "ನಮ್ಮ ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿ ರೆಸ್ಟೋರೆಂಟ್‌ನ ಮ್ಯಾನೇಜರ್, ಮೇಲಿನ ಫೋನ್ ಸಂಖ್ಯೆ ಮತ್ತು ಇಮೇಲ್‌ನಲ್ಲಿ ಲಭ್ಯರಿರುತ್ತಾರೆ. ಪ್ರತಿ ದೂರಿಗೆ 90 ದಿನಗಳೊಳಗೆ ಉತ್ತರಿಸುತ್ತೇವೆ. ನಮ್ಮ ಉತ್ತರದಿಂದ ನಿಮಗೆ ತೃಪ್ತಿಯಾಗದಿದ್ದರೆ, ಭಾರತದ ಡೇಟಾ ಪ್ರೊಟೆಕ್ಷನ್ ಬೋರ್ಡ್‌ಗೆ ದೂರು ನೀಡಬಹುದು.",
    tooManyFromNetwork: "ಈ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಹೆಚ್ಚು ನಮೂದುಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು ನಮ್ಮ ಸಿಬ್ಬಂದಿಯ ಸಹಾಯ ಕೇಳಿ.",
    tableCodeInvalid: "ಈ ಟೇಬಲ್ ಕೋಡ್ ಈಗ ಮಾನ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ನಮ್ಮ ಸಿಬ್ಬಂದಿಯಿಂದ ಹೊಸದನ್ನು ಕೇಳಿ.",
    tableCode: "ಟೇಬಲ್ ಕೋಡ್ (ನಮ್ಮ ಸಿಬ್ಬಂದಿ ನೀಡುತ್ತಾರೆ)",
    missingSpiceMany: "ಖಾರದ ಮಾಹಿತಿ ಇಲ್ಲದ {count} ಖಾದ್ಯಗಳನ್ನು ತೋರಿಸಲಾಗಿಲ್ಲ",
    missingSpiceOne: "ಖಾರದ ಮಾಹಿತಿ ಇಲ್ಲದ 1 ಖಾದ್ಯವನ್ನು ತೋರಿಸಲಾಗಿಲ್ಲ",
    missingAllergensMany: "ಅಲರ್ಜಿಕಾರಕಗಳ ಮಾಹಿತಿ ಇಲ್ಲದ {count} ಖಾದ್ಯಗಳನ್ನು ತೋರಿಸಲಾಗಿಲ್ಲ",
    missingAllergensOne: "ಅಲರ್ಜಿಕಾರಕಗಳ ಮಾಹಿತಿ ಇಲ್ಲದ 1 ಖಾದ್ಯವನ್ನು ತೋರಿಸಲಾಗಿಲ್ಲ",
  },
  hi: {
    ...guestErrorTexts.hi,
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
    chefsSpecial: "शेफ़ स्पेशल",
    outOfStock: "उपलब्ध नहीं",
    allergenNote: "ऑर्डर करने से पहले एलर्जी के बारे में हमारे स्टाफ़ से पूछें।",
    language: "भाषा",
    entrySaved: "आपकी जानकारी सहेज ली गई! मेनू पर ले जा रहे हैं...",
    fillAllFields: "कृपया सभी जानकारी भरें।",
    noItemsInCategory: "इस श्रेणी में कोई आइटम नहीं मिला",
    menuLoadFailed: "मेनू लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
    privacyNotice: "गोपनीयता सूचना।",
    welcomeTo: "{name} में आपका स्वागत है",
    retentionNotice: "बैठने की व्यवस्था के लिए हम आपका नाम और फ़ोन नंबर {days} दिन तक रखते हैं।",
    retentionNoticeOne: "बैठने की व्यवस्था के लिए हम आपका नाम और फ़ोन नंबर 1 दिन तक रखते हैं।",
    servedHours: "परोसने का समय {hours}",
    nameTooLong: "आपका नाम 100 अक्षरों से अधिक नहीं हो सकता।",
    phoneInvalid: "कृपया सही फ़ोन नंबर दर्ज करें (10 से 14 अंक, शुरू में + हो सकता है)।",
    guestsRange: "मेहमानों की संख्या 1 से 500 के बीच पूर्ण संख्या होनी चाहिए।",
    tooManyEntries: "इस डिवाइस से बहुत अधिक प्रविष्टियाँ आई हैं। कृपया हमारे स्टाफ़ से मदद लें।",
    entryFailed: "जानकारी सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।",
    entryError: "कोई त्रुटि हुई। कृपया फिर से कोशिश करें।",
    searchPlaceholder: "व्यंजन, पेय, सामग्री खोजें…",
    clearSearch: "खोज साफ़ करें",
    menuSections: "मेनू के भाग",
    allCategories: "सभी श्रेणियाँ",
    close: "बंद करें",
    menu: "मेनू",
    searchResults: "खोज परिणाम",
    itemsFound: '"{term}" के लिए {count} आइटम मिले',
    itemFound: '"{term}" के लिए 1 आइटम मिला',
    noItemsMatching: '"{term}" से मिलता कोई आइटम नहीं मिला',
    servedWith: "साथ में:",
    options: "विकल्प",
    contains: "इसमें है:",
    footerPrices: "सभी कीमतें भारतीय रुपये में हैं और इन पर 5% जीएसटी तथा 10% सेवा शुल्क लागू है।",
    footerValuables: "किसी भी क़ीमती सामान के खोने के लिए प्रबंधन ज़िम्मेदार नहीं है।",
    withoutFilter: "… के बिना",
    apply: "लागू करें",
    spiceLevel: "तीखापन: {level}",
    privacyTitle: "गोपनीयता सूचना",
    privacyDescription: "आगंतुक फ़ॉर्म क्या रखता है, क्यों, कितने समय तक, और उसे कैसे हटवाएँ।",
    privacyCollectTitle: "हम क्या रखते हैं",
    privacyCollect:
      "मेनू से पहले फ़ॉर्म भरते समय: आपका नाम, आपका फ़ोन नंबर, मेहमानों की संख्या, समय, और वह टेबल जिसका QR कोड आपने स्कैन किया।",
    privacyWhyTitle: "क्यों",
    privacyWhy:
      "बैठने की व्यवस्था करने और यह जानने के लिए कि हर टेबल पर कितने मेहमान आते हैं। हम इसका उपयोग मार्केटिंग के लिए नहीं करते और इसे किसी के साथ साझा नहीं करते।",
    privacyHowLongTitle: "कितने समय तक",
    privacyHowLong: "{days} दिन। उसके बाद आपकी प्रविष्टि अपने आप हटा दी जाती है।",
    privacyHowLongOne: "1 दिन। उसके बाद आपकी प्रविष्टि अपने आप हटा दी जाती है।",
    privacyWhoTitle: "किससे पूछें",
    privacyAskStaff: "हमारे स्टाफ़ से पूछें।",
    privacyAskOrContact: "हमारे स्टाफ़ से पूछें, या {contact} पर हमसे संपर्क करें।",
    privacyPhoneOrEmail: "{phone} या {email}",
    privacyDeleteTitle: "हटाने के लिए कैसे कहें",
    privacyDelete:
      "अपने दिए हुए फ़ोन नंबर के साथ हमारे स्टाफ़ को बताएँ, या हमें लिखें या फ़ोन करें। हम उस नंबर पर रखी हर प्रविष्टि ढूँढते हैं, आप माँगें तो उसकी प्रति देते हैं, और उन्हें हटा देते हैं। डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आपके ये अधिकार हैं।",
    backToMenu: "मेनू पर वापस जाएँ",
    closedNow: "अभी बंद है — खुलने का समय {time}",
    chefsSpecials: "शेफ़ स्पेशल",
    spiceTitle: "तीखापन",
    allergensTitle: "एलर्जी कारक",
    servingTitle: "परोसने का समय",
    spiceNotSet: "अभी पता नहीं। कृपया हमारे कर्मचारियों से पूछें।",
    allergensNotSet: "अभी पता नहीं। कृपया हमारे कर्मचारियों से पूछें।",
    allergensNone: "हमारी सूची के 12 एलर्जी कारकों में से कोई नहीं।",
    servedWhileOpen: "जब तक हम खुले हैं",
    loading: "लोड हो रहा है…",
    dishDetails: "इस व्यंजन के बारे में",
    scanForMenu: "मेनू के लिए स्कैन करें",
    special: "ख़ास",
    vegetarian: "शाकाहारी",
    nonVegetarian: "मांसाहारी",
    consentLine: "मेनू देखें दबाकर आप इससे सहमत होते हैं। आप अपनी सहमति कभी भी उतनी ही आसानी से वापस ले सकते हैं:",
    privacyFiduciary: "आपके दिए विवरण कैसे इस्तेमाल हों, यह {who} तय करता है (डेटा फ़िड्यूशियरी)।",
    privacyPhoneLabel: "फ़ोन:",
    privacyEmailLabel: "ईमेल:",
    privacyItemsIntro: "हर विवरण, और हमें उसकी ज़रूरत क्यों है:",
    privacyItemName:
      "आपका नाम: आपकी टेबल तैयार होने पर आपको बुलाने के लिए, और आपके माँगने पर आपकी प्रविष्टियाँ ढूँढने के लिए।",
    privacyItemPhone:
      "आपका फ़ोन नंबर: आपकी टेबल के बारे में आपसे संपर्क करने, आपके माँगने पर आपकी प्रविष्टियाँ ढूँढने, और एक नंबर से 10 मिनट में 3 से अधिक प्रविष्टियाँ न होने देने के लिए।",
    privacyItemGuests: "मेहमानों की संख्या: आपको बैठाने के लिए।",
    privacyItemTimeTable: "समय, और वह टेबल जिसका QR कोड आपने स्कैन किया: आपको बैठाने और हर टेबल के मेहमान गिनने के लिए।",
    privacyItemBrowser:
      "इस ब्राउज़र की कुकी में एक रैंडम कोड: एक ब्राउज़र से 10 मिनट में 3 से अधिक प्रविष्टियाँ न होने देने के लिए। इससे आपकी पहचान नहीं होती।",
    privacyItemNetwork: "आपके नेटवर्क पते का बदला हुआ (हैश) रूप, सिर्फ़ 10 मिनट के लिए: फ़ॉर्म के दुरुपयोग को रोकने के लिए।",
    privacyCounts: "उसके बाद सिर्फ़ गिनती बचती है (हर दिन, घंटे और टेबल के मेहमान), जिससे किसी की पहचान नहीं होती।",
    privacyLegalMinimum:
      "13 मई 2027 से क़ानून के अनुसार प्रविष्टियाँ कम से कम एक साल रखनी होंगी (डिजिटल व्यक्तिगत डेटा संरक्षण नियम, 2025, नियम 8(3)); तब ऊपर की अवधि कम से कम 365 दिन होगी।",
    privacyConsentTitle: "आपकी सहमति, और उसे वापस लेना",
    privacyConsent:
      "मेनू देखें दबाकर आप सहमति देते हैं। आप इसे कभी भी उतनी ही आसानी से वापस ले सकते हैं: जिस फ़ोन से फ़ॉर्म भरा था उस पर नीचे का बटन दबाएँ, या हमारे स्टाफ़ को बताएँ। फिर हम आपकी प्रविष्टि हटा देते हैं।",
    withdrawConsent: "मेरी सहमति वापस लें और मेरी प्रविष्टि हटाएँ",
    withdrawDone: "आपकी सहमति वापस ले ली गई है और आपकी प्रविष्टि हटा दी गई है।",
    withdrawNone: "इस ब्राउज़र से कोई प्रविष्टि नहीं मिली। कृपया हमारे स्टाफ़ से पूछें।",
    privacyRightsTitle: "आपके अधिकार",
    privacyRights:
      "डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आप अपने डेटा का सारांश और उसकी प्रति माँग सकते हैं (धारा 11), उसे सही, पूरा करवा सकते हैं या हटवा सकते हैं (धारा 12), और अपनी मृत्यु या असमर्थता की स्थिति में अपनी ओर से इन अधिकारों का उपयोग करने के लिए किसी को नामित कर सकते हैं (धारा 14)। अपने दिए फ़ोन नंबर और नाम के साथ हमारे स्टाफ़ को बताएँ, या हमें फ़ोन करें या लिखें: हम जाँचते हैं कि यह आप ही हैं, फिर कार्रवाई करते हैं।",
    privacyGrievanceTitle: "शिकायतें",
    privacyGrievance:
      "हमारे शिकायत अधिकारी रेस्टोरेंट के मैनेजर हैं, ऊपर दिए फ़ोन नंबर और ईमेल पर। हम हर शिकायत का जवाब 90 दिनों के भीतर देते हैं। अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।",
    tooManyFromNetwork: "इस नेटवर्क से बहुत अधिक प्रविष्टियाँ आई हैं। कृपया हमारे स्टाफ़ से मदद लें।",
    tableCodeInvalid: "यह टेबल कोड अब मान्य नहीं है। कृपया हमारे स्टाफ़ से नया कोड लें।",
    tableCode: "टेबल कोड (हमारा स्टाफ़ देगा)",
    missingSpiceMany: "तीखेपन की जानकारी के बिना {count} व्यंजन नहीं दिखाए गए हैं",
    missingSpiceOne: "तीखेपन की जानकारी के बिना 1 व्यंजन नहीं दिखाया गया है",
    missingAllergensMany: "एलर्जी की जानकारी के बिना {count} व्यंजन नहीं दिखाए गए हैं",
    missingAllergensOne: "एलर्जी की जानकारी के बिना 1 व्यंजन नहीं दिखाया गया है",
  },
} as const satisfies Record<GuestLanguage, Partial<Record<string, string>>> & {
  en: Record<string, string>;
};

export type GuestTextKey = keyof (typeof guestTexts)["en"];

/** A text in the guest's language, else the English one; `{name}`-style places filled from `values`. */
export function guestText(
  language: GuestLanguage,
  key: GuestTextKey,
  values: Record<string, string | number> = {},
): string {
  const texts = guestTexts[language] as Partial<Record<GuestTextKey, string>>;
  const text = texts[key] ?? guestTexts.en[key];
  return text.replace(/\{(\w+)\}/g, (place, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : place,
  );
}

/**
 * One of the spec's English messages (a schema's, a DomainError's) in the guest's language, by
 * the key whose English it is; a message without a key stays as it is.
 */
export function guestMessage(language: GuestLanguage, english: string): string {
  if (language === "en") return english;
  const key = (Object.keys(guestTexts.en) as GuestTextKey[]).find((k) => guestTexts.en[k] === english);
  return key ? guestText(language, key) : english;
}

/** A text and the language it is in (for a `lang` attribute where it differs from the page's). */
export interface Localized {
  text: string;
  lang: GuestLanguage;
}

/** Like itemTextIn, saying which of the two is still English. */
export function itemTextsIn(
  item: TranslatedItem,
  language: GuestLanguage,
): { name: Localized; description: Localized } {
  const { name, description } = itemTextIn(item, language);
  return {
    name: { text: name, lang: language !== "en" && name === item.name ? "en" : language },
    description: {
      text: description,
      lang: language !== "en" && description === item.description ? "en" : language,
    },
  };
}

/**
 * Issue 29 item 3: an item's notes and 'served with' in the guest's language where the owner
 * gave them, else the English, each saying which language it is in.
 */
export function itemExtrasIn(
  item: TranslatedItem,
  language: GuestLanguage,
): { notes: Localized | null; servedWith: Localized | null } {
  const pick = (english: string | null, translated: string | null | undefined): Localized | null => {
    if (!given(english)) return null;
    return language !== "en" && given(translated)
      ? { text: translated, lang: language }
      : { text: english, lang: "en" };
  };
  if (language === "en") return { notes: pick(item.notes, null), servedWith: pick(item.servedWith, null) };
  return {
    notes: pick(item.notes, item[`notes${suffix[language]}`]),
    servedWith: pick(item.servedWith, item[`servedWith${suffix[language]}`]),
  };
}

/** Issue 29 item 3: the restaurant's words a guest reads, with the owner's translations where given. */
export type TranslatedInfo = Record<"name" | "description" | "cuisine" | "openingTime", string> &
  Partial<
    Record<
      `${"name" | "description" | "cuisine" | "openingTime"}${"Te" | "Kn" | "Hi"}`,
      string | null | undefined
    >
  >;

/** One of the restaurant's texts in the guest's language where given, else the English. */
export function infoTextIn(
  info: TranslatedInfo,
  field: "name" | "description" | "cuisine" | "openingTime",
  language: GuestLanguage,
): Localized {
  if (language === "en") return { text: info[field], lang: "en" };
  const translated = info[`${field}${suffix[language]}`];
  return given(translated) ? { text: translated, lang: language } : { text: info[field], lang: "en" };
}

/** Like categoryLabelIn, saying whether the label is still English. */
export function categoryLabelWithLanguage(category: TranslatedCategory, language: GuestLanguage): Localized {
  const text = categoryLabelIn(category, language);
  return { text, lang: language !== "en" && text === category.label ? "en" : language };
}

/** The `lang` attribute a text needs inside a page of `page`: only where it differs. */
export function langWhereDifferent(text: GuestLanguage, page: GuestLanguage): GuestLanguage | undefined {
  return text === page ? undefined : text;
}

type Translated<K extends string> = Record<Exclude<GuestLanguage, "en">, Record<K, string>>;

/** Issue 18 item 3's spice levels in the guests' languages (English: dish-facts.ts's labels). */
const spiceLevelNames: Translated<SpiceLevel> = {
  te: { none: "కారం లేదు", mild: "కొంచెం కారం", medium: "మధ్యస్థ కారం", hot: "ఎక్కువ కారం", andhra_hot: "ఆంధ్రా కారం" },
  kn: { none: "ಖಾರವಿಲ್ಲ", mild: "ಸ್ವಲ್ಪ ಖಾರ", medium: "ಮಧ್ಯಮ ಖಾರ", hot: "ಹೆಚ್ಚು ಖಾರ", andhra_hot: "ಆಂಧ್ರ ಖಾರ" },
  hi: { none: "तीखा नहीं", mild: "हल्का तीखा", medium: "मध्यम तीखा", hot: "तेज़ तीखा", andhra_hot: "आंध्र तीखा" },
};

/** The fixed allergen list in the guests' languages (English: dish-facts.ts's labels). */
const allergenNames: Translated<Allergen> = {
  te: {
    gluten: "గ్లూటెన్ ఉన్న ధాన్యాలు",
    crustaceans: "రొయ్యలు, పీతలు",
    eggs: "గుడ్లు",
    fish: "చేపలు",
    peanuts: "వేరుశెనగ",
    tree_nuts: "బాదం, జీడిపప్పు వంటి గింజలు",
    soy: "సోయా",
    milk: "పాలు",
    sesame: "నువ్వులు",
    mustard: "ఆవాలు",
    celery: "సెలెరీ",
    sulphites: "సల్ఫైట్లు",
  },
  kn: {
    gluten: "ಗ್ಲುಟೆನ್ ಇರುವ ಧಾನ್ಯಗಳು",
    crustaceans: "ಸೀಗಡಿ, ಏಡಿ",
    eggs: "ಮೊಟ್ಟೆ",
    fish: "ಮೀನು",
    peanuts: "ಕಡಲೆಕಾಯಿ",
    tree_nuts: "ಬಾದಾಮಿ, ಗೋಡಂಬಿಯಂತಹ ಬೀಜಗಳು",
    soy: "ಸೋಯಾ",
    milk: "ಹಾಲು",
    sesame: "ಎಳ್ಳು",
    mustard: "ಸಾಸಿವೆ",
    celery: "ಸೆಲರಿ",
    sulphites: "ಸಲ್ಫೈಟ್‌ಗಳು",
  },
  hi: {
    gluten: "ग्लूटेन वाले अनाज",
    crustaceans: "झींगा, केकड़ा",
    eggs: "अंडे",
    fish: "मछली",
    peanuts: "मूंगफली",
    tree_nuts: "बादाम, काजू जैसे मेवे",
    soy: "सोया",
    milk: "दूध",
    sesame: "तिल",
    mustard: "सरसों",
    celery: "सेलरी",
    sulphites: "सल्फ़ाइट",
  },
};

/** A spice level's name in the guest's language. */
export function spiceLevelName(language: GuestLanguage, level: SpiceLevel): string {
  return language === "en" ? spiceLabels[level] : spiceLevelNames[language][level];
}

/** An allergen's name in the guest's language. */
export function allergenName(language: GuestLanguage, allergen: Allergen): string {
  return language === "en" ? allergenLabels[allergen] : allergenNames[language][allergen];
}

/** Issue 29 item 1: how many dishes a filter left out for missing information, singular or plural. */
export function missingInfoText(
  language: GuestLanguage,
  fact: "spice" | "allergens",
  count: number,
  /** What stands for the count: the count itself, or a place the page's script fills ("{n}"). */
  shown: string | number = count,
): string {
  const key =
    fact === "spice"
      ? count === 1
        ? "missingSpiceOne"
        : "missingSpiceMany"
      : count === 1
        ? "missingAllergensOne"
        : "missingAllergensMany";
  return guestText(language, key, { count: shown });
}

/** "Chef's Special" and "special" in every language (what a search for specials finds). */
function specialWords(): string[] {
  return chefsSpecialWords;
}
