import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { tooEasyToGuess } from "./auth.schema";

export { tooEasyToGuess };

/**
 * ASVS 5.0 6.2: no composition rules; a password is refused when a strength estimator with a
 * common-password dictionary finds it guessable, the person's e-mail and the venue's names
 * counting as known words. The same estimator runs on the server (the rule) and, loaded only by
 * the screens that set a password, under the field while typing (a hint).
 */
export const MIN_PASSWORD_SCORE = 3;

const venueWords = [
  "eden",
  "luxe",
  "guntoor",
  "garden",
  "luxebooking",
  "edengarden",
  "luxehall",
  "guntoormenu",
];

/**
 * The venue's and the product's names (issue 28 item 14). zxcvbn counts them as known words, but
 * scores a name with a year and a symbol ('EdenGarden@2025', 'Guntoor123!@#') as hard enough to
 * guess: they are the first words anyone guessing this site's passwords tries. A password that
 * contains one of them, in any case, spacing or common digit-for-letter spelling ('Ed3n', 'Gunt00r',
 * 'L^xe' aside), is refused outright.
 */
const BANNED_NAMES = ["eden", "luxe", "guntoor"];
/** Everyday words that happen to contain a name, left out before looking (a phrase may use them). */
const WORDS_CONTAINING_A_NAME = ["sweden", "deluxe", "luxembourg"];
const LEET: Record<string, string> = {
  "0": "o",
  "1": "l",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

/**
 * True when a word of the password (split at spaces and punctuation, so 'free dentist' is two words
 * and holds no 'eden') contains the venue's or the product's name (see BANNED_NAMES).
 */
export function containsVenueName(password: string): boolean {
  return password
    .toLowerCase()
    .split(/[^a-z0-9@$]+/)
    .some((word) => {
      let letters = word.replace(/[013457@$]/g, (c) => LEET[c] ?? c).replace(/[^a-z]/g, "");
      for (const everyday of WORDS_CONTAINING_A_NAME) letters = letters.replaceAll(everyday, " ");
      return BANNED_NAMES.some((name) => letters.includes(name));
    });
}

let estimator: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/** The e-mail, its local part and its words: a password built from them is guessable for this user. */
export function userInputs(email: string | null | undefined): string[] {
  const address = (email ?? "").trim().toLowerCase();
  if (!address) return venueWords;
  const local = address.split("@")[0] ?? "";
  return [...venueWords, address, local, ...local.split(/[^a-z0-9]+/).filter((w) => w.length > 2)];
}

/** 0 (guessable at once) to 4 (very hard to guess). */
export function passwordScore(password: string, email?: string | null): number {
  return zxcvbn().check(password, userInputs(email)).score;
}

export function isTooEasyToGuess(password: string, email?: string | null): boolean {
  return containsVenueName(password) || passwordScore(password, email) < MIN_PASSWORD_SCORE;
}
