import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff";

describe("WOFF to sfnt", () => {
  it("gives the same font: glyphs, metrics and the ₹ sign", () => {
    const woff = readFileSync("node_modules/@fontsource/inter/files/inter-latin-ext-400-normal.woff");
    const sfnt = woffToSfnt(woff);
    const a = fontkit.create(woff) as fontkit.Font;
    const b = fontkit.create(sfnt) as fontkit.Font;
    expect(b.numGlyphs).toBe(a.numGlyphs);
    expect(b.unitsPerEm).toBe(a.unitsPerEm);
    expect(b.hasGlyphForCodePoint(0x20b9)).toBe(true);
    expect(b.layout("₹ Ā").advanceWidth).toBe(a.layout("₹ Ā").advanceWidth);
  });

  it("refuses what is not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("not a font at all, not at all"))).toThrow("Not a WOFF 1.0 font");
  });
});
