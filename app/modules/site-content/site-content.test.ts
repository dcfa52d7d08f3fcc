import { describe, expect, it } from "vitest";
import { showsSiteChrome } from "~/components/site/chrome";
import { navActions, navLinks } from "~/components/site/nav-items";
import {
  allSlots,
  fallbackSrc,
  luxeGallery,
  luxePictures,
  outletPictures,
  restaurantGallery,
  srcSet,
} from "./artwork";
import { menuHeadings, staticMenu } from "./menu";
import { occasions, outlets, pavilionText, venue } from "./venue";

describe("venue facts (spec 1 and 9)", () => {
  it("holds the facts shown to visitors", () => {
    expect(venue.name).toBe("Eden");
    expect(venue.establishedText).toBe("6 May 1995");
    expect(venue.established).toBe("1995-05-06");
    expect(venue.seating).toBe(400);
    expect(venue.seatingSections).toBe("sections of 4 and 8 counter tops");
    expect(pavilionText).toBe("3 private pavilions for 15, 20 and 30 guests");
    expect(venue.treeAge).toBe("80+");
    expect(venue.cuisines).toEqual(["Andhra", "Chinese", "North Indian", "Italian", "Indian Wok"]);
    expect(venue.hours).toMatchObject({ days: "Monday to Sunday", time: "12:00 pm to 11:30 pm" });
    expect(venue.hallSizeSqFt).toBe(2500);
    expect(venue.copyrightYear).toBe(2025);
    expect(venue.tagline).toBe("Bengaluru's Hidden Nest");
    expect(venue.heading).toBe("The Key To Fine Dining");
    expect(venue.address.street).toContain("Cunningham Road");
  });

  it("has the Luxe occasions section word for word", () => {
    expect(occasions.heading).toBe("Celebrate Life's Moments at Luxe");
    expect(occasions.text).toBe(
      "Experience unparalleled elegance for every special occasion. Create lasting memories in our sophisticated setting.",
    );
    expect(occasions.list).toEqual([
      "Anniversaries",
      "Birthdays",
      "Corporate Events",
      "Engagements",
      "After Parties",
      "Milestone Celebrations",
    ]);
  });

  it("has the three outlet cards with the spec's cuisines", () => {
    expect(outlets.map((o) => o.subtitle)).toEqual([
      "Andhra, Chinese, North Indian, Italian, Indian Wok, Alcohol",
      "Andhra, North Indian, Chinese",
      "South Indian, Andhra",
    ]);
    expect(outlets[0].title).toContain("Cunningham Road");
    expect(outlets.map((o) => o.slot)).toEqual(outletPictures.map((p) => p.id));
  });
});

describe("static menu (spec 3.1 and 9)", () => {
  it("lists each category's items in the spec's order", () => {
    const titles = (c: keyof typeof staticMenu) => staticMenu[c].map((i) => i.title);
    expect(titles("wines")).toEqual(["Champagne", "Sparkling Wine", "Rose Wine", "Draught Beer", "Danzante"]);
    expect(titles("cocktails")).toEqual([
      "LIIT",
      "Margarita",
      "Tequilla Sunrise",
      "Singapore Sling",
      "Blue Lagoon",
    ]);
    expect(titles("andhra")).toEqual([
      "Andhra Meals",
      "Dum Biryani",
      "The King of Eden",
      "Chicken",
      "Ghee Roast",
    ]);
    expect(titles("north")).toEqual([
      "Dal Masala",
      "Paneer Masala",
      "Chicken Masala",
      "Choice of Breads",
      "Tandoori",
    ]);
  });

  it("keeps prices in the spec's ranges: $26–$59 for wines and food, ₹180–₹280 for cocktails", () => {
    const amount = (p: string) => Number(p.replace(/[^\d]/g, ""));
    for (const c of ["wines", "andhra", "north"] as const) {
      for (const item of staticMenu[c]) {
        expect(item.price).toMatch(/^\$\d+$/);
        expect(amount(item.price)).toBeGreaterThanOrEqual(26);
        expect(amount(item.price)).toBeLessThanOrEqual(59);
      }
    }
    for (const item of staticMenu.cocktails) {
      expect(item.price).toMatch(/^₹\d+$/);
      expect(amount(item.price)).toBeGreaterThanOrEqual(180);
      expect(amount(item.price)).toBeLessThanOrEqual(280);
    }
  });

  it("uses the spec's headings", () => {
    expect(menuHeadings).toEqual({
      drinks: "Crafted Drinks",
      wines: "Wine & Beer",
      cocktails: "Cocktails",
      special: "Eden's Special",
      andhra: "Fiery Flavors of The Deccan",
      north: "Imperial Flavors of the North",
    });
  });
});

describe("picture slots", () => {
  it("has 16 Luxe photos (15 in its gallery) and 31 restaurant photos", () => {
    expect(luxePictures).toHaveLength(16);
    expect(luxeGallery).toHaveLength(15);
    expect(restaurantGallery).toHaveLength(31);
  });

  it("gives every non-decorative picture a distinct alt text and every slot a unique id", () => {
    const ids = allSlots.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const decorative = ["splash", "splash-portrait", "spoon"];
    const photos = allSlots.filter((s) => !decorative.includes(s.id));
    for (const slot of photos) expect(slot.alt.length).toBeGreaterThan(10);
    expect(new Set(photos.map((s) => s.alt)).size).toBe(photos.length);
  });

  it("builds srcsets per format and a fallback in the last format", () => {
    const slot = restaurantGallery[0]!;
    expect(srcSet(slot, "avif")).toBe(
      "/generated/eden-01-200.avif 200w, /generated/eden-01-400.avif 400w, /generated/eden-01-800.avif 800w, /generated/eden-01-1200.avif 1200w",
    );
    expect(fallbackSrc(slot)).toBe("/generated/eden-01-800.jpg");
  });
});

describe("site navigation and chrome (spec 2.1, 2.2)", () => {
  it("links Home, About, Gallery, Luxe, and both calls to action to /contact", () => {
    expect(navLinks.map((l) => [l.label, l.to])).toEqual([
      ["Home", "/"],
      ["About", "/#about"],
      ["Gallery", "/gallery"],
      ["Luxe", "/luxe"],
    ]);
    expect(navActions.map((l) => [l.label, l.to])).toEqual([
      ["Contact Us", "/contact"],
      ["Book Table", "/contact"],
    ]);
  });

  it("hides the site header and footer on /luxebooking and /guntoormenu paths only", () => {
    expect(showsSiteChrome("/")).toBe(true);
    expect(showsSiteChrome("/guntoorlogin")).toBe(true);
    expect(showsSiteChrome("/luxebooking")).toBe(false);
    expect(showsSiteChrome("/luxebooking/login")).toBe(false);
    expect(showsSiteChrome("/guntoormenu")).toBe(false);
    expect(showsSiteChrome("/guntoormenuadmin")).toBe(false);
  });
});
