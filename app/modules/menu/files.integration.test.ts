import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import readXlsxFile from "read-excel-file/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems } from "~/db/schema";
import * as xlsxRoute from "~/routes/api/menu-entries-xlsx";
import * as adminRoute from "~/routes/guntoor/admin";
import * as photoFileRoute from "~/routes/api/menu-photo-file";
import * as photosRoute from "~/routes/api/menu-photos";
import * as qrRoute from "~/routes/api/menu-qr-poster";
import { addCustomerEntry } from "./add-customer-entry.server";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { photoDir } from "./save-item-photo.server";
import { seedMenu } from "./seed-menu.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  await seedMenu(h.db, { venue: "guntoor" });
});
afterAll(() => h.close());

const byName = async (name: string) =>
  (await h.db.select().from(menuItems).where(eq(menuItems.name, name)))[0];

describe("photo upload", () => {
  const upload = async (
    bytes: Uint8Array<ArrayBuffer>,
    as: "admin" | "operations" = "admin",
    itemName = "Chicken 65",
  ) => {
    const target = await byName(itemName);
    return h.call(photosRoute.action, {
      url: "/api/v1/menu/photos",
      as,
      form: { itemId: target!.id, photo: new File([bytes], "dish.jpg", { type: "image/jpeg" }) },
    });
  };

  it("re-encodes a JPEG to WebP and AVIF without its metadata and points the item at it", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
      .withMetadata({ exif: { IFD0: { Copyright: "secret-camera-owner" } } })
      .jpeg()
      .toBuffer();
    expect(jpeg.includes("secret-camera-owner")).toBe(true);
    const result = await upload(new Uint8Array(jpeg));
    expect(result.status).toBe(200);
    const { imageUrl } = result.body as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/api\/v1\/menu\/photos\/[a-f0-9]{32}\.webp$/);
    expect((await byName("Chicken 65"))!.imageUrl).toBe(imageUrl);
    const file = path.join(photoDir(h.dataDir), path.basename(imageUrl));
    const stored = readFileSync(file);
    expect((await sharp(stored).metadata()).format).toBe("webp");
    expect(stored.includes("secret-camera-owner")).toBe(false);
    expect(existsSync(file.replace(/\.webp$/, ".avif"))).toBe(true);

    const served = await h.call(photoFileRoute.loader, {
      url: imageUrl,
      params: { file: path.basename(imageUrl) },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses a file whose bytes are not JPEG, PNG or WebP, whatever its name", async () => {
    const before = (await byName("Gobi 65"))!.imageUrl;
    const result = await upload(new TextEncoder().encode("<svg onload=alert(1)>"), "admin", "Gobi 65");
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ ok: false, error: "Please upload a JPEG, PNG or WebP image." });
    expect((await byName("Gobi 65"))!.imageUrl).toBe(before);
  });

  it("refuses a photo over 5 MB", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const result = await upload(big, "admin", "Gobi 65");
    expect(result.body).toEqual({ ok: false, error: "The photo must be 5 MB or smaller." });
  });

  it("refuses staff without menu.manage", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const result = await upload(new Uint8Array(png), "operations", "Gobi 65");
    expect(result.status).toBe(403);
    expect((await byName("Gobi 65"))!.imageUrl).toBeNull();
  });

  it("deletes a stored photo's files once no item shows it (replaced, or its item deleted)", async () => {
    const photo = (colour: string) =>
      sharp({ create: { width: 32, height: 32, channels: 3, background: colour } })
        .png()
        .toBuffer()
        .then((b) => new Uint8Array(b));
    const files = (url: string) => {
      const webp = path.join(photoDir(h.dataDir), path.basename(url));
      return [webp, webp.replace(/\.webp$/, ".avif")];
    };
    const stored = (url: string) => files(url).every((f) => existsSync(f));
    const gone = (url: string) => files(url).every((f) => !existsSync(f));
    const urlOf = (r: Awaited<ReturnType<typeof upload>>) => (r.body as { imageUrl: string }).imageUrl;

    const first = urlOf(await upload(await photo("#2e86de"), "admin", "Paneer 65"));
    expect(stored(first)).toBe(true);
    const second = urlOf(await upload(await photo("#27ae60"), "admin", "Paneer 65"));
    expect(stored(second)).toBe(true);
    expect(gone(first)).toBe(true);

    // The same picture on two items: replacing it on one keeps the files for the other.
    expect(urlOf(await upload(await photo("#27ae60"), "admin", "Gobi 65"))).toBe(second);
    urlOf(await upload(await photo("#8e44ad"), "admin", "Paneer 65"));
    expect(stored(second)).toBe(true);
    const gobi = await byName("Gobi 65");
    const deleted = await h.call(adminRoute.action, {
      url: "/guntoormenuadmin",
      as: "admin",
      form: { intent: "delete-item", id: gobi!.id },
    });
    expect(deleted.status).toBe(200);
    expect(gone(second)).toBe(true);
  });

  it("serves only content-hash names", async () => {
    const result = await h.call(photoFileRoute.loader, {
      url: "/x",
      params: { file: "../../session-secret" },
    });
    expect(result.status).toBe(404);
  });
});

describe(".xlsx export", () => {
  it("gives managers a workbook with the spec's columns and neutralised cells", async () => {
    await addCustomerEntry(h.db, {
      venue: "guntoor",
      input: { customerName: '=HYPERLINK("x")', phoneNumber: "+919876543210", numGuests: 3 },
      senderIp: "203.0.113.7",
      now: new Date("2026-11-10T06:00:00Z"),
    });
    const result = await h.call(xlsxRoute.loader, {
      url: "/api/v1/menu/customer-entries.xlsx?start=2026-11-10&end=2026-11-10",
      as: "manager",
    });
    expect(result.status).toBe(200);
    expect(result.headers.get("content-disposition")).toMatch(
      /^attachment; filename="customer_entries_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const [sheet] = await readXlsxFile(Buffer.from(await result.response!.arrayBuffer()));
    const rows = sheet!.data;
    expect(rows[0]).toEqual([
      "ID",
      "Customer Name",
      "Phone Number",
      "Number of Guests",
      "Timestamp",
      "Table",
    ]);
    expect(rows.length).toBe(2);
    expect(rows[1]![1]).toBe('\'=HYPERLINK("x")');
    expect(rows[1]![2]).toBe("'+919876543210");
    expect(rows[1]![3]).toBe(3);
    // 06:00 UTC is 11:30 in India: the cell holds the IST wall-clock time as a date.
    expect(sheet!.sheet).toBe("Customer entries");
    expect(rows[1]![4]).toEqual(new Date("2026-11-10T11:30:00Z"));
  });

  it.each(["operations", "accounts"] as const)("refuses %s", async (as) => {
    const result = await h.call(xlsxRoute.loader, { url: "/api/v1/menu/customer-entries.xlsx", as });
    expect(result.status).toBe(403);
  });
});

describe("QR poster", () => {
  it("points at PUBLIC_URL/guntoorlogin as SVG and PNG", async () => {
    const svg = await h.call(qrRoute.loader, { url: "/api/v1/menu/qr-poster.svg", as: "admin" });
    expect(svg.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    const text = await svg.response!.text();
    expect(text).toContain("http://eden.test/guntoorlogin");
    expect(text).toContain("Scan to view our menu");
    const png = await h.call(qrRoute.loader, { url: "/api/v1/menu/qr-poster.png", as: "manager" });
    const bytes = new Uint8Array(await png.response!.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("is for menu staff only", async () => {
    expect((await h.call(qrRoute.loader, { url: "/api/v1/menu/qr-poster.svg", as: "accounts" })).status).toBe(
      403,
    );
    expect((await h.call(qrRoute.loader, { url: "/api/v1/menu/qr-poster.svg" })).status).toBe(401);
  });
});
