import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type CardItem, MenuItemCard } from "./menu-item-card";

const item: CardItem = {
  id: "i1",
  name: "Idli Sambar",
  description: "Steamed rice cakes",
  notes: null,
  servedWith: null,
  options: [],
  price: 12000,
  isOutOfStock: false,
  imageUrl: null,
  spiceLevel: "hot",
  allergens: ["milk", "tree_nuts"],
  isChefsSpecial: true,
  servedFrom: "07:00",
  servedUntil: "11:00",
};
const text = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("menu card marks (issue 18 items 3-5), server-rendered", () => {
  it("shows the Chef's Special badge, chilli marks with a screen-reader label and the allergens", () => {
    const html = renderToString(
      <MenuItemCard item={item} marker="veg" now={new Date("2026-11-23T02:30:00Z")} />,
    );
    expect(text(html)).toContain("Chef's Special");
    expect((html.match(/<svg width="12"/g) ?? []).length).toBe(3);
    expect(html).toContain('<span class="sr-only">Spice level: Hot</span>');
    expect(text(html)).toContain("Contains: Milk, Tree nuts");
    // 08:00 IST: served, so no serving note and not greyed.
    expect(text(html)).not.toContain("Served 7–11 am");
    expect(html).not.toContain("opacity-70");
  });

  it("greys the item outside its hours with 'Served 7–11 am', like out of stock", () => {
    const html = renderToString(
      <MenuItemCard item={item} marker="veg" now={new Date("2026-11-23T06:00:00Z")} />,
    );
    expect(text(html)).toContain("Served 7–11 am");
    // Issue 29 item 14: greyed by its ground (and photo), never by opacity, so its text keeps 4.5:1.
    expect(html).toContain("data-unavailable");
    expect(html).toContain("bg-gray-100");
    expect(html).not.toContain("opacity-");
  });

  it("in Telugu (issue 18 item 2): the marks' words translated, the owner's untranslated English marked lang=en", () => {
    const html = renderToString(
      <MenuItemCard
        item={{ ...item, nameTe: "ఇడ్లీ సాంబార్", servedWith: "Chutney", isOutOfStock: true }}
        marker="veg"
        now={new Date("2026-11-23T06:00:00Z")}
        language="te"
      />,
    );
    expect(html).toContain('aria-label="ఇడ్లీ సాంబార్"');
    expect(html).toContain("<span>ఇడ్లీ సాంబార్</span>");
    expect(html).toContain('<p class="mt-1 text-sm text-gray-700" lang="en">Steamed rice cakes</p>');
    expect(html).toContain('<span class="sr-only">కారం స్థాయి: ఎక్కువ కారం</span>');
    expect(text(html)).toContain("ఇందులో ఉన్నవి: పాలు, బాదం, జీడిపప్పు వంటి గింజలు");
    expect(text(html)).toContain("చెఫ్ స్పెషల్");
    expect(text(html)).toContain("అందుబాటులో లేదు");
    expect(html).toContain('<span lang="en">Chutney</span>');
    // The serving hours in Telugu too; the English page keeps 'Served 7–11 am' (dish-facts.test.ts).
    expect(text(html)).toContain("వడ్డించే సమయం 7–11 am");
    expect(text(html)).not.toContain("Served 7–11 am");
  });
});
