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

const venueWords = ["eden", "luxe", "guntoor", "garden", "luxebooking"];

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
  return passwordScore(password, email) < MIN_PASSWORD_SCORE;
}
