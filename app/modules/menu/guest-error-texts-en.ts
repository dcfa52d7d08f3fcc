/**
 * The error and 404 screens' texts in English, word for word as before issue 18: what the root
 * layout's screens show unless the server gives them a guest's language (guest-error-texts.ts).
 */
export const guestErrorTextsEn = {
  notFoundTitle: "404 - Page Not Found",
  notFoundText: "The page you are looking for does not exist.",
  goBackHome: "Go back home",
  errorTitle: "Error",
  errorHeading: "Sorry",
  somethingWentWrong: "Something went wrong. Please try again.",
};

export type GuestErrorTexts = Record<keyof typeof guestErrorTextsEn, string>;
