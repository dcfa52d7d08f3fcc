import { describe, expect, it } from "vitest";
import { indicScriptOf, type ShapedRun, shapeIndic, splitRuns } from "./indic-shaping.server";
import { parseShortCode, shortCodes, tableShortUrl } from "./table-short-url";

/**
 * Issue 29 item 13: the QR cards' Telugu, Kannada and Hindi are shaped by HarfBuzz. The expected
 * runs are the native HarfBuzz's (Debian's `hb-shape` 6.0.0, package libharfbuzz-bin) on the same
 * fonts, `hb-shape --no-glyph-names <font>.ttf '<text>'`, the font being the @fontsource WOFF the
 * PDF uses, turned back into a TTF (`indicFontData`): glyph id = cluster [@x offset, y offset] +
 * advance, in font units. A run laid out by fontkit (pdfkit's own layout) gives one glyph per
 * character instead: no conjuncts, no reordered or attached vowel signs.
 */
function serialize(run: ShapedRun): string {
  return `[${run.glyphs
    .map(
      (g) =>
        `${g.glyph}=${g.cluster}${g.xOffset || g.yOffset ? `@${g.xOffset},${g.yOffset}` : ""}+${g.xAdvance}`,
    )
    .join("|")}]`;
}

describe("HarfBuzz shapes the cards' Indic words as native HarfBuzz does", () => {
  it.each([
    ["te", "మెనూ", "[281=0+1058|42=2+702|64=2+668]"],
    ["te", "స్కాన్ చేయండి", "[174=0+1024|668=0+483|124=4+702|3=6+283|298=7+760|48=9+1286|6=9+507|189=11+740]"],
    ["kn", "ಮೆನು", "[264=0+1156|42=2+711|63=2+364]"],
    [
      "kn",
      "ಸ್ಕ್ಯಾನ್ ಮಾಡಿ",
      "[166=0+709|60=0+449|98=0+175|337=0+442|189=6+1023|3=8+288|158=9+1156|60=9+449|218=11+768]",
    ],
    ["hi", "मेनू", "[80=0+598|40=0+0|75=2+555|35=2+0]"],
    ["hi", "स्कैन करें", "[256=0+389|56=2+768|41=2@-221,0+0|75=4+555|3=5+260|56=6+768|82=7+409|509=7@-10,0+0]"],
    // The short i is drawn before the consonant it follows in the text.
    ["hi", "लिए", "[546=0+259|83=0+678|15=2+553]"],
  ] as const)("%s %s", async (script, text, expected) => {
    const run = await shapeIndic(text, script);
    expect(serialize(run)).toBe(expected);
    expect(run.upem).toBe(1000);
    // No .notdef box anywhere, and every drawn glyph has an outline.
    expect(run.glyphs.every((g) => g.glyph !== 0)).toBe(true);
    const spaces = [...text].filter((c) => c === " ").length;
    expect(run.glyphs.filter((g) => run.outline(g.glyph) === "")).toHaveLength(spaces);
    expect(run.advance).toBe(run.glyphs.reduce((sum, g) => sum + g.xAdvance, 0));
  });

  it("the 'Scan for the menu' of the cards has fewer glyphs than characters where conjuncts form", async () => {
    // మెనూ: 4 characters, 3 glyphs (మె is one ligature); ಮೆನು: 4 characters, 3 glyphs.
    expect((await shapeIndic("మెనూ", "te")).glyphs).toHaveLength(3);
    expect((await shapeIndic("ಮೆನು", "kn")).glyphs).toHaveLength(3);
  });
});

describe("a line is split into runs of one script", () => {
  it("keeps each Indic script's words together and gives the rest to pdfkit", () => {
    expect(splitRuns("Table 4")).toEqual([{ text: "Table 4", script: null }]);
    expect(splitRuns("టేబుల్ 3")).toEqual([
      { text: "టేబుల్", script: "te" },
      { text: " 3", script: null },
    ]);
    expect(splitRuns("మెనూ కోసం స్కాన్")).toEqual([{ text: "మెనూ కోసం స్కాన్", script: "te" }]);
    expect(splitRuns("ಮೇಜು 5 / मेज़ 5")).toEqual([
      { text: "ಮೇಜು", script: "kn" },
      { text: " 5 / ", script: null },
      { text: "मेज़", script: "hi" },
      { text: " 5", script: null },
    ]);
    // A joiner stays in its word.
    expect(splitRuns("क्\u200dष")).toEqual([{ text: "क्\u200dष", script: "hi" }]);
  });

  it("knows the three scripts by their Unicode blocks", () => {
    expect(["అ", "ಅ", "अ", "A", "₹", " "].map(indicScriptOf)).toEqual(["te", "kn", "hi", null, null, null]);
  });
});

describe("a table's short code (issue 29 item 13)", () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
  it("is the shortest prefix of 6 or more hex digits no older table shares, and never changes", () => {
    const tables = [
      { id: "3f2a1b4c-0000-4000-8000-000000000001", createdAt: at(1) },
      { id: "9c0d2e00-0000-4000-8000-000000000002", createdAt: at(2) },
      // Shares 3f2a1b with the first: it gets 3f2a1b5, the first keeps 3f2a1b.
      { id: "3f2a1b5d-0000-4000-8000-000000000003", createdAt: at(3) },
      // Shares 8 digits: the dash is not part of a code.
      { id: "3f2a1b5d-9999-4000-8000-000000000004", createdAt: at(4) },
    ];
    const codes = shortCodes(tables);
    expect([...codes.values()]).toEqual(["3f2a1b", "9c0d2e", "3f2a1b5", "3f2a1b5d9"]);
    // Given in another order, or with a newer table added, the codes stay.
    expect(shortCodes([...tables].reverse()).get(tables[0]!.id)).toBe("3f2a1b");
    expect(
      shortCodes([...tables, { id: "9c0d2e11-0000-4000-8000-000000000005", createdAt: at(5) }]).get(
        tables[1]!.id,
      ),
    ).toBe("9c0d2e");
  });

  it("reads a scanned or typed code in any case, refuses anything else, and makes the URL", () => {
    expect(parseShortCode("3F2A1B")).toBe("3f2a1b");
    expect(parseShortCode("3f2a1")).toBeNull();
    expect(parseShortCode("3f2a1g")).toBeNull();
    expect(parseShortCode(undefined)).toBeNull();
    expect(tableShortUrl("https://guntoor.example.in/", "3f2a1b")).toBe(
      "https://guntoor.example.in/t/3f2a1b",
    );
  });
});
