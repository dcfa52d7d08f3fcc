import { describe, expect, it } from "vitest";
import { allSlots, luxeHero, spoon, splash } from "./artwork";
import { findPictureSlot, pictureGroups, renditionHeight, renditionWidths } from "./picture-slots";

describe("picture slots for staff", () => {
  it("lists every slot of the site exactly once, under a page", () => {
    const listed = pictureGroups.flatMap((g) => g.entries.map((e) => e.slot.id));
    expect([...listed].sort()).toEqual(allSlots.map((s) => s.id).sort());
    expect(new Set(pictureGroups.flatMap((g) => g.entries.map((e) => e.label))).size).toBe(listed.length);
    expect(pictureGroups.find((g) => g.id === "gallery")!.entries).toHaveLength(31);
    expect(pictureGroups.find((g) => g.id === "luxe")!.entries).toHaveLength(16);
  });

  it("finds a slot by id, and nothing for an unknown one", () => {
    expect(findPictureSlot("luxe-16")).toEqual({ slot: luxeHero, label: "Luxe opening picture" });
    expect(findPictureSlot("../etc/passwd")).toBeNull();
  });
});

describe("rendition widths of an upload", () => {
  it("renders every width of the slot when the upload is large enough", () => {
    expect(renditionWidths(luxeHero, { width: 4000, height: 3000 })).toEqual([200, 400, 800, 1200]);
    expect(renditionWidths(splash, { width: 1920, height: 1280 })).toEqual([640, 960, 1440, 1920]);
  });

  it("never enlarges: widths stop at the cropped width of the upload", () => {
    // 1000×1000 cropped to 4:3 → 1000×750: 1200 would be an enlargement.
    expect(renditionWidths(luxeHero, { width: 1000, height: 1000 })).toEqual([200, 400, 800]);
    // A tall picture: its height limits the crop, 900×1600 → 900×675.
    expect(renditionWidths(luxeHero, { width: 900, height: 1600 })).toEqual([200, 400, 800]);
    // A wide picture: 3000×300 → 400×300.
    expect(renditionWidths(luxeHero, { width: 3000, height: 300 })).toEqual([200, 400]);
  });

  it("keeps a picture smaller than the slot's smallest width at its own width", () => {
    expect(renditionWidths(spoon, { width: 100, height: 100 })).toEqual([100]);
    expect(renditionWidths(luxeHero, { width: 150, height: 80 })).toEqual([106]);
  });

  it("gives each width the slot's aspect", () => {
    expect(renditionHeight(luxeHero, 800)).toBe(600);
    expect(renditionHeight(splash, 640)).toBe(427);
    expect(renditionHeight(spoon, 240)).toBe(60);
  });
});
