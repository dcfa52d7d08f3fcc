import { describe, expect, it } from "vitest";
import { allSlots, restaurantGallery, splash } from "~/modules/site-content/artwork";
import { logoSvg, sceneSvg } from "../../scripts/artwork-scenes";

describe("generated artwork", () => {
  it("draws the same picture for a slot every time, and different pictures for different slots", () => {
    const a = restaurantGallery[0]!;
    const b = restaurantGallery[1]!;
    expect(sceneSvg(a)).toBe(sceneSvg(a));
    expect(sceneSvg(a)).not.toBe(sceneSvg(b));
  });

  it("renders a well-formed SVG of the slot's size for every slot", () => {
    for (const slot of allSlots) {
      const svg = sceneSvg(slot);
      expect(
        svg.startsWith(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${slot.width}" height="${slot.height}"`,
        ),
      ).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).not.toContain("NaN");
    }
    expect(sceneSvg(splash)).toContain("<defs>");
    expect(logoSvg(512)).toContain('width="512"');
  });
});
