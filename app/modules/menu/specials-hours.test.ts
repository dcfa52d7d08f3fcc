import { describe, expect, it } from "vitest";
import { chefsSpecialWords, openingClock, parseOpeningHours } from "./dish-facts";
import { guestText } from "./languages";
import { guestSearchFinds } from "../../../tests/support/menu-builders";

describe("opening hours as the owner writes them (issue 29 item 11)", () => {
  it.each([
    ["11:30 AM to 10:30 PM", { servedFrom: "11:30", servedUntil: "22:30" }],
    ["12:00 pm - 11:30 pm", { servedFrom: "12:00", servedUntil: "23:30" }],
    ["7 a.m. – 11 p.m.", { servedFrom: "07:00", servedUntil: "23:00" }],
    ["6 PM to 2 AM", { servedFrom: "18:00", servedUntil: "02:00" }],
  ])("reads %j", (text, hours) => expect(parseOpeningHours(text)).toEqual(hours));
  it.each(["Monday to Sunday", "", "25:00 to 10 PM", "11 AM to 11 AM"])("gives up on %j", (text) =>
    expect(parseOpeningHours(text)).toBeNull(),
  );
  it("says when the restaurant opens", () => {
    expect(openingClock("11:30")).toBe("11:30 AM");
    expect(openingClock("00:00")).toBe("12:00 AM");
    expect(guestText("en", "closedNow", { time: "11:30 AM" })).toBe("Closed now — opens at 11:30 AM");
  });
});

describe("search finds Chef's Specials by 'special' in every language (issue 29 item 11)", () => {
  const dish = { name: "Dragon Chicken", description: "", notes: null, servedWith: null, options: [] };
  it.each(["special", "Chef's", "ప్రత్యేకం", "ವಿಶೇಷ", "ख़ास", "स्पेशल"])("finds a special by %j", (term) => {
    expect(guestSearchFinds({ ...dish, isChefsSpecial: true }, term, undefined)).toBe(true);
    expect(guestSearchFinds({ ...dish, isChefsSpecial: false }, term, undefined)).toBe(false);
  });
  it("uses the interface's own words", () => {
    for (const language of ["en", "te", "kn", "hi"] as const) {
      expect(chefsSpecialWords).toContain(guestText(language, "chefsSpecial"));
      expect(chefsSpecialWords).toContain(guestText(language, "special"));
    }
  });
});
