import { describe, expect, it } from "vitest";
import { footerNotes, menuMessages } from "./menu.constants";
import {
  categoryLabelIn,
  guestLanguages,
  guestText,
  guestTexts,
  itemTextIn,
  languageFromCookie,
  missingInfoText,
  readLanguage,
} from "./languages";
import { dishMessages } from "./dish-facts";
import { guestSearchFinds } from "../../../tests/support/menu-builders";

const biryani = {
  name: "Mutton Dum Biryani",
  description: "Tender goat on the bone layered with saffron rice",
  notes: null,
  servedWith: "Raita",
  options: ["Half", "Full"],
  nameTe: "మటన్ దమ్ బిర్యానీ",
  descriptionTe: null,
  nameKn: "",
  descriptionKn: null,
  nameHi: "मटन दम बिरयानी",
  descriptionHi: "केसर चावल",
};

describe("language fallback (issue 18 item 2)", () => {
  it("shows the owner's translation where given, else the English, field by field", () => {
    expect(itemTextIn(biryani, "te")).toEqual({
      name: "మటన్ దమ్ బిర్యానీ",
      description: "Tender goat on the bone layered with saffron rice",
    });
    expect(itemTextIn(biryani, "kn")).toEqual({
      name: "Mutton Dum Biryani",
      description: biryani.description,
    });
    expect(itemTextIn(biryani, "hi")).toEqual({ name: "मटन दम बिरयानी", description: "केसर चावल" });
    expect(itemTextIn(biryani, "en").name).toBe("Mutton Dum Biryani");
    expect(itemTextIn({ ...biryani, nameTe: "   " }, "te").name).toBe("Mutton Dum Biryani");
  });
  it("does the same for category labels", () => {
    const category = { label: "Biryani", labelTe: "బిర్యానీ", labelKn: null, labelHi: undefined };
    expect(categoryLabelIn(category, "te")).toBe("బిర్యానీ");
    expect(categoryLabelIn(category, "kn")).toBe("Biryani");
    expect(categoryLabelIn(category, "hi")).toBe("Biryani");
  });
  it("keeps the spec's English texts word for word and falls back to them", () => {
    expect(guestText("en", "viewMenu")).toBe("View Menu");
    expect(guestText("en", "submitting")).toBe("Submitting...");
    expect(guestText("en", "entrySaved")).toBe(menuMessages.entrySaved);
    expect(guestText("en", "fillAllFields")).toBe(menuMessages.fillAllFields);
    expect(guestText("en", "noItemsInCategory")).toBe(menuMessages.noItemsInCategory);
    expect(guestText("en", "menuLoadFailed")).toBe(menuMessages.menuLoadFailed);
    expect(guestText("en", "allergenNote")).toBe(dishMessages.allergenNote);
    expect(guestText("te", "viewMenu")).toBe("మెనూ చూడండి");
    // A key not translated (yet) in a language: the English.
    for (const language of guestLanguages)
      for (const key of Object.keys(guestTexts.en) as (keyof typeof guestTexts.en)[])
        if (!(key in guestTexts[language])) expect(guestText(language, key)).toBe(guestTexts.en[key]);
    expect(footerNotes).toHaveLength(2);
  });
  it("translates every key into every language or falls back, never to nothing", () => {
    for (const language of guestLanguages)
      for (const key of Object.keys(guestTexts.en) as (keyof typeof guestTexts.en)[])
        expect(guestText(language, key)).toBeTruthy();
  });
  it("the privacy notice and error screens: English as before word for word, each key translated", () => {
    const english = {
      privacyTitle: "Privacy notice",
      privacyCollectTitle: "What we collect",
      privacyCollect:
        "When you fill in the form before the menu: your name, your phone number, the number of guests, the time, and the table whose QR code you scanned.",
      privacyWhyTitle: "Why",
      privacyWhy:
        "To manage seating and to know how many guests each table serves. We do not use it for marketing and do not share it with anyone.",
      privacyHowLongTitle: "How long",
      privacyWhoTitle: "Who to ask",
      privacyDeleteTitle: "How to ask for deletion",
      privacyDelete:
        "Tell our staff, or write or call us, with the phone number you gave. We find every entry kept under it, give you a copy if you ask, and delete them. You have these rights under the Digital Personal Data Protection Act, 2023.",
      backToMenu: "Back to the menu",
      notFoundTitle: "404 - Page Not Found",
      notFoundText: "The page you are looking for does not exist.",
      goBackHome: "Go back home",
      errorHeading: "Sorry",
      somethingWentWrong: "Something went wrong. Please try again.",
    } as const;
    for (const [key, text] of Object.entries(english))
      expect(guestText("en", key as keyof typeof english)).toBe(text);
    expect(guestText("en", "privacyHowLong", { days: 180 })).toBe(
      "180 days. After that your entry is deleted automatically.",
    );
    expect(guestText("en", "privacyAskOrContact", { contact: "080 1234 or a@b.in" })).toBe(
      "Ask our staff, or contact us at 080 1234 or a@b.in.",
    );
    const keys = [
      ...Object.keys(english),
      "privacyDescription",
      "privacyHowLong",
      "privacyHowLongOne",
      "privacyAskStaff",
      "privacyAskOrContact",
      "privacyPhoneOrEmail",
      "errorTitle",
      "menuLoadFailed",
      "tryAgain",
      "tooManyEntries",
      "entryError",
    ] as (keyof typeof guestTexts.en)[];
    for (const language of ["te", "kn", "hi"] as const)
      for (const key of keys) {
        expect(key in guestTexts[language], `${language}.${key}`).toBe(true);
        expect(guestText(language, key), `${language}.${key}`).not.toBe(guestTexts.en[key]);
        // Every place to fill survives the translation.
        const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(places(guestText(language, key)), `${language}.${key}`).toEqual(places(guestTexts.en[key]));
      }
    expect(guestText("te", "privacyHowLong", { days: 30 })).toMatch(/^30 రోజులు\./);
  });
  it("reads the language cookie, English for anything unknown", () => {
    expect(languageFromCookie("a=1; menu_lang=te; b=2")).toBe("te");
    expect(languageFromCookie("menu_lang=fr")).toBe("en");
    expect(languageFromCookie(null)).toBe("en");
    expect(readLanguage("hi")).toBe("hi");
  });
});

describe("search in every language (issue 18 item 2)", () => {
  const category = { label: "Biryani", labelTe: "బిర్యానీ", labelKn: "ಬಿರಿಯಾನಿ", labelHi: "बिरयानी" };
  it.each([
    ["mutton", true],
    ["MUTTON", true],
    ["మటన్", true],
    ["दम", true],
    ["केसर", true],
    ["ಬಿರಿಯಾನಿ", true],
    ["raita", true],
    ["full", true],
    ["paneer", false],
    ["", true],
  ])("%j matches: %s", (term, expected) => {
    expect(guestSearchFinds(biryani, term, category)).toBe(expected);
  });
});

describe("the filters' line on dishes left out for missing information (issue 29 item 1)", () => {
  it("says how many, singular or plural, in English", () => {
    expect(missingInfoText("en", "spice", 3)).toBe("3 dishes without spice information are not shown");
    expect(missingInfoText("en", "spice", 1)).toBe("1 dish without spice information is not shown");
    expect(missingInfoText("en", "allergens", 2)).toBe("2 dishes without allergen information are not shown");
    expect(missingInfoText("en", "allergens", 1)).toBe("1 dish without allergen information is not shown");
  });
  it("is translated, the count kept", () => {
    for (const language of ["te", "kn", "hi"] as const) {
      for (const fact of ["spice", "allergens"] as const) {
        expect(missingInfoText(language, fact, 7)).toContain("7");
        expect(missingInfoText(language, fact, 7)).not.toBe(missingInfoText("en", fact, 7));
      }
    }
  });
});
