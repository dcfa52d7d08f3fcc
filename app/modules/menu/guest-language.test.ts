import { describe, expect, it } from "vitest";
import { allergenLabels, allergens, spiceLabels, spiceLevels } from "./dish-facts";
import { retentionNotice } from "./guest-data";
import { languageCookie, requestLanguage, switchLanguage } from "./guest-language.server";
import {
  allergenName,
  categoryLabelWithLanguage,
  guestLanguages,
  guestMessage,
  guestText,
  guestTexts,
  itemTextsIn,
  langWhereDifferent,
  spiceLevelName,
} from "./languages";
import { footerNotes, menuMessages } from "./menu.constants";
import { visitorEntrySchema } from "./visitor-entry.schema";

const env = { PUBLIC_URL: "http://eden.test" };
const get = (url: string, cookie?: string) =>
  new Request(new URL(url, env.PUBLIC_URL), { headers: cookie ? { cookie } : {} });

describe("the guest's language (issue 18 item 2)", () => {
  it("comes from the menu_lang cookie, English without one or for an unknown value", () => {
    expect(requestLanguage(get("/guntoormenu", "guntoor_visitor=x; menu_lang=te"))).toBe("te");
    expect(requestLanguage(get("/guntoormenu", "menu_lang=kn"))).toBe("kn");
    expect(requestLanguage(get("/guntoormenu", "menu_lang=hi; other=1"))).toBe("hi");
    expect(requestLanguage(get("/guntoormenu"))).toBe("en");
    expect(requestLanguage(get("/guntoormenu", "menu_lang=fr"))).toBe("en");
    expect(requestLanguage(get("/guntoormenu", "menu_lang=TE"))).toBe("en");
    expect(requestLanguage(get("/guntoormenu", "menu_lang="))).toBe("en");
    expect(requestLanguage(get("/guntoormenu", "xmenu_lang=te"))).toBe("en");
  });

  it("?lang= remembers the choice for a year and comes back to the page, its ?table= kept", () => {
    const answer = switchLanguage(get("/guntoorlogin?table=t-7&lang=te"), env)!;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/guntoorlogin?table=t-7");
    expect(answer.headers.get("set-cookie")).toBe(
      "menu_lang=te; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000",
    );
    expect(switchLanguage(get("/guntoormenu?lang=hi"), env)!.headers.get("location")).toBe("/guntoormenu");
  });

  it("an unknown ?lang= value remembers English; no ?lang= answers nothing", () => {
    for (const value of ["fr", "", "te;%20Path=/x", "<script>"]) {
      const answer = switchLanguage(get(`/guntoorlogin?lang=${value}`), env)!;
      expect(answer.headers.get("set-cookie")).toMatch(/^menu_lang=en; /);
      expect(answer.headers.get("location")).toBe("/guntoorlogin");
    }
    expect(switchLanguage(get("/guntoorlogin?table=t-7"), env)).toBeNull();
  });

  it("never leaves the page it was asked on", () => {
    const answer = switchLanguage(get("/guntoorlogin?lang=te&next=https://evil.example"), env)!;
    expect(answer.headers.get("location")).toBe("/guntoorlogin?next=https%3A%2F%2Fevil.example");
  });

  it("marks the cookie Secure on an https site", () => {
    expect(languageCookie({ PUBLIC_URL: "https://edengarden.in" }, "kn")).toMatch(/; Secure$/);
  });
});

describe("the interface texts (issue 18 item 2)", () => {
  it("keep the spec's and today's English word for word", () => {
    expect(guestText("en", "noItemsMatching", { term: "dosa" })).toBe(menuMessages.noItemsMatching("dosa"));
    expect(guestText("en", "retentionNotice", { days: 180 })).toBe(retentionNotice(180));
    expect(guestText("en", "retentionNoticeOne")).toBe(retentionNotice(1));
    expect([guestText("en", "footerPrices"), guestText("en", "footerValuables")]).toEqual([...footerNotes]);
    for (const key of ["tooManyEntries", "entryFailed", "entryError", "fillAllFields", "entrySaved"] as const)
      expect(guestText("en", key)).toBe(menuMessages[key]);
  });

  it("has every message of the visitor form's schema, so each can be translated", () => {
    const english = new Set<string>(Object.values(guestTexts.en));
    const messages = [
      { customerName: "", phoneNumber: "", numGuests: "" },
      { customerName: "x".repeat(101), phoneNumber: "9876543210", numGuests: "1" },
      { customerName: "Ravi", phoneNumber: "12ab", numGuests: "1" },
      { customerName: "Ravi", phoneNumber: "9876543210", numGuests: "0" },
    ].map((values) => visitorEntrySchema.safeParse(values).error!.issues[0]!.message);
    expect(messages).toHaveLength(4);
    for (const message of messages) expect(english.has(message), message).toBe(true);
  });

  it("translate a message by its English, leave an unknown one, fill in places", () => {
    expect(guestMessage("te", menuMessages.fillAllFields)).toBe("దయచేసి అన్ని వివరాలు నింపండి.");
    expect(guestMessage("hi", menuMessages.entrySaved)).toBe("आपकी जानकारी सहेज ली गई! मेनू पर ले जा रहे हैं...");
    expect(guestMessage("en", menuMessages.fillAllFields)).toBe(menuMessages.fillAllFields);
    expect(guestMessage("kn", "Something else.")).toBe("Something else.");
    expect(guestText("te", "itemsFound", { count: 3, term: "గోంగూర" })).toBe('"గోంగూర" కోసం 3 వంటకాలు దొరికాయి');
    expect(guestText("kn", "welcomeTo", { name: "Guntoor" })).toBe("Guntoorಗೆ ಸ್ವಾಗತ");
  });

  it("say which texts are still English inside another language's page", () => {
    expect(langWhereDifferent("en", "te")).toBe("en");
    expect(langWhereDifferent("te", "te")).toBeUndefined();
    const item = {
      name: "Gongura Mutton",
      description: "Sorrel leaves",
      notes: null,
      servedWith: null,
      options: [],
    };
    expect(itemTextsIn({ ...item, nameTe: "గోంగూర మటన్" }, "te")).toEqual({
      name: { text: "గోంగూర మటన్", lang: "te" },
      description: { text: "Sorrel leaves", lang: "en" },
    });
    expect(itemTextsIn(item, "en").name).toEqual({ text: "Gongura Mutton", lang: "en" });
    expect(categoryLabelWithLanguage({ label: "Biryani" }, "hi")).toEqual({ text: "Biryani", lang: "en" });
    expect(categoryLabelWithLanguage({ label: "Biryani", labelHi: "बिरयानी" }, "hi")).toEqual({
      text: "बिरयानी",
      lang: "hi",
    });
  });

  it("name every spice level and allergen in every language, the English as dish-facts.ts has it", () => {
    for (const level of spiceLevels) expect(spiceLevelName("en", level)).toBe(spiceLabels[level]);
    for (const allergen of allergens) expect(allergenName("en", allergen)).toBe(allergenLabels[allergen]);
    expect(guestText("en", "spiceLevel", { level: "Hot" })).toBe("Spice level: Hot");
    for (const language of guestLanguages.filter((l) => l !== "en")) {
      const names = [
        ...spiceLevels.map((l) => spiceLevelName(language, l)),
        ...allergens.map((a) => allergenName(language, a)),
      ];
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/[\u0900-\u097F\u0C00-\u0CFF]/);
    }
  });
});
