import { guestErrorTextsEn } from "./guest-error-texts-en";
import type { GuestLanguage } from "./language-codes";

/**
 * The error and 404 screens' texts in the guests' languages (issue 18), part of the guests'
 * dictionary (languages.ts spreads them into `guestTexts`). Kept apart because the root layout's
 * screens need them and no language but English may reach every page's JavaScript: the server
 * hands a guest's screens their texts (entry.server.tsx, the 404 route's loader). The Telugu,
 * Kannada and Hindi are our own draft, for a native speaker to review.
 */
export const guestErrorTexts = {
  en: guestErrorTextsEn,
  te: {
    notFoundTitle: "404 - పేజీ కనబడలేదు",
    notFoundText: "మీరు వెతుకుతున్న పేజీ లేదు.",
    goBackHome: "హోమ్ పేజీకి తిరిగి వెళ్ళండి",
    errorTitle: "పొరపాటు",
    errorHeading: "క్షమించండి",
    somethingWentWrong: "ఏదో పొరపాటు జరిగింది. దయచేసి మళ్ళీ ప్రయత్నించండి.",
  },
  kn: {
    notFoundTitle: "404 - ಪುಟ ಸಿಗಲಿಲ್ಲ",
    notFoundText: "ನೀವು ಹುಡುಕುತ್ತಿರುವ ಪುಟ ಇಲ್ಲ.",
    goBackHome: "ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ",
    errorTitle: "ದೋಷ",
    errorHeading: "ಕ್ಷಮಿಸಿ",
    somethingWentWrong: "ಏನೋ ತಪ್ಪಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
  },
  hi: {
    notFoundTitle: "404 - पेज नहीं मिला",
    notFoundText: "आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।",
    goBackHome: "होम पेज पर वापस जाएँ",
    errorTitle: "त्रुटि",
    errorHeading: "क्षमा करें",
    somethingWentWrong: "कुछ गलत हो गया। कृपया फिर से कोशिश करें।",
  },
} as const satisfies Record<GuestLanguage, Record<keyof typeof guestErrorTextsEn, string>>;
