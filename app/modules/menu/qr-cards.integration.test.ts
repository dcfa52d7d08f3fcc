import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import QRCode from "qrcode";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { menuTables } from "~/db/schema";
import * as cardsRoute from "~/routes/api/menu-table-qr-cards";
import * as linkRoute from "~/routes/guntoor/table-link";
import { menuEntryUrl } from "./qr-poster.server";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";

/**
 * Issue 29 item 13: printable QR cards as one A4 PDF, a card per table (4 a page, or 1), each with
 * the table's name, 'Scan for the menu' in four languages, the table's short URL and a QR code
 * holding it. The PDF is read back with poppler (pdfinfo, pdftotext, pdftoppm) and each code is
 * decoded from the rendered page with jsQR.
 */
let h: RouteHarness;
let dir: string;
beforeAll(async () => {
  h = await createRouteHarness();
  dir = mkdtempSync(path.join(tmpdir(), "qr-cards-"));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await h.close();
});
beforeEach(async () => {
  await h.db.delete(menuTables);
});

const NAMES = ["T1", "T2", "Garden 3", "Pavilion 4", "Terrace 5", "Bar 6"];
async function addTables(names = NAMES) {
  const rows = [];
  for (const [i, name] of names.entries())
    rows.push(
      ...(await h.db
        .insert(menuTables)
        .values({ venue: "guntoor", name, position: i + 1, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })
        .returning()),
    );
  return rows;
}

async function cardsPdf(query = "") {
  const response = await h.call(cardsRoute.loader, {
    as: "manager",
    url: `/api/v1/menu/table-qr-cards.pdf${query}`,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const file = path.join(dir, `cards-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, Buffer.from(await response.response!.arrayBuffer()));
  return file;
}

const pages = (file: string) =>
  Number(/^Pages:\s+(\d+)/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
const pageText = (file: string, page: number) =>
  execFileSync("pdftotext", ["-f", String(page), "-l", String(page), file, "-"], { encoding: "utf8" });

/** The QR codes of a page rendered at 100 dpi, read in each card's place (2 × 2, or the whole page). */
async function pageCodes(file: string, page: number, perPage: 1 | 4): Promise<(string | null)[]> {
  const prefix = path.join(dir, `page-${page}-${perPage}`);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "100",
    "-f",
    String(page),
    "-l",
    String(page),
    "-singlefile",
    file,
    prefix,
  ]);
  const png = sharp(`${prefix}.png`);
  const { width, height } = await png.metadata();
  const boxes =
    perPage === 1
      ? [{ left: 0, top: 0, width: width!, height: height! }]
      : [0, 1, 2, 3].map((slot) => ({
          left: (slot % 2) * Math.floor(width! / 2),
          top: Math.floor(slot / 2) * Math.floor(height! / 2),
          width: Math.floor(width! / 2),
          height: Math.floor(height! / 2),
        }));
  const codes = [];
  for (const box of boxes) {
    const { data, info } = await sharp(`${prefix}.png`)
      .extract(box)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    codes.push(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null);
  }
  return codes;
}

describe("the QR cards PDF (issue 29 item 13)", () => {
  it("has one A4 page per 4 cards, each card with its table's name, the four 'Scan for the menu' and its short URL, whose QR code it holds", async () => {
    const tables = await addTables();
    const file = await cardsPdf();
    expect(pages(file)).toBe(2);
    const sizes = execFileSync("pdfinfo", ["-f", "1", "-l", "2", file], { encoding: "utf8" });
    expect(sizes).toMatch(/Page\s+1 size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(sizes).toMatch(/Page\s+2 size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const urls: string[] = [];
    for (const page of [1, 2]) {
      const text = pageText(file, page);
      const onPage = tables.slice((page - 1) * 4, page * 4);
      const found = [...text.matchAll(/http:\/\/eden\.test\/t\/([0-9a-f]{6,})/g)].map((m) => m[0]);
      expect(found).toHaveLength(onPage.length);
      for (const table of onPage) expect(text).toContain(table.name);
      for (const other of tables.filter((t) => !onPage.includes(t))) expect(text).not.toContain(other.name);
      // The English line is text; the Telugu, Kannada and Hindi lines are drawn (shaped) outlines.
      expect(text.match(/Scan for the menu/g)).toHaveLength(onPage.length);
      const codes = await pageCodes(file, page, 4);
      // Each card's code holds the URL printed on it; an empty slot holds none.
      expect(codes.slice(0, onPage.length)).toEqual(found);
      expect(codes.slice(onPage.length)).toEqual(Array(4 - onPage.length).fill(null));
      urls.push(...found);
    }
    // The short URL opens the visitor form at its own table.
    for (const [i, url] of urls.entries()) {
      const code = url.split("/t/")[1]!;
      expect(tables[i]!.id.replace(/-/g, "").startsWith(code)).toBe(true);
      const opened = await h.call(linkRoute.loader, {
        url: `/t/${code.toUpperCase()}`,
        params: { code: code.toUpperCase() },
      });
      expect(opened.status).toBe(302);
      expect(opened.body).toBe(`/guntoorlogin?table=${tables[i]!.id}`);
    }
    // Sparse: the short URL's code is version 2 here (25 × 25 modules; 3 with a 20-character host);
    // the visitor form's own URL with the table's id (issue 18's sheets) needs version 5 (37 × 37).
    const version = (url: string) => QRCode.create(url, { errorCorrectionLevel: "M" }).version;
    expect(urls.map(version)).toEqual(urls.map(() => 2));
    expect(version(menuEntryUrl("http://eden.test", tables[0]!.id))).toBe(5);
  });

  it("prints one card per page when asked, the code as large as the page allows", async () => {
    const tables = await addTables(NAMES.slice(0, 2));
    const file = await cardsPdf("?per=1");
    expect(pages(file)).toBe(2);
    for (const [i, table] of tables.entries()) {
      const text = pageText(file, i + 1);
      expect(text).toContain(table.name);
      const [code] = await pageCodes(file, i + 1, 1);
      expect(code).toMatch(/^http:\/\/eden\.test\/t\/[0-9a-f]{6,}$/);
      expect(text).toContain(code);
    }
  });

  it("a removed table's card, or a code no table has, opens the visitor form without a table", async () => {
    await addTables(["Old 1"]);
    const file = await cardsPdf();
    const [code] = await pageCodes(file, 1, 4);
    await h.db.update(menuTables).set({ removedAt: new Date() });
    const short = code!.split("/t/")[1]!;
    for (const asked of [short, "abcdef", "not-a-code"]) {
      const opened = await h.call(linkRoute.loader, { url: `/t/${asked}`, params: { code: asked } });
      expect(opened.body).toBe("/guntoorlogin");
    }
  });

  it("is for admin and manager only; without a table there is nothing to print", async () => {
    const denied = await h.call(cardsRoute.loader, {
      as: "operations",
      url: "/api/v1/menu/table-qr-cards.pdf",
    });
    expect(denied.status).toBe(403);
    const none = await h.call(cardsRoute.loader, { as: "admin", url: "/api/v1/menu/table-qr-cards.pdf" });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: "Add a table first: there is no QR code to print." });
  });
});
