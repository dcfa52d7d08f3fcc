import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sitePictures } from "~/db/schema";
import { PageCache } from "~/modules/http-cache/page-cache.server";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import * as picturesRoute from "~/routes/luxebooking/admin/pictures";
import * as layoutRoute from "~/routes/site/layout";
import * as luxeRoute from "~/routes/site/luxe";
import * as pictureFileRoute from "~/routes/site/picture-file";
import { luxeHero, restaurantGallery, spoon } from "./artwork";
import { pictureMessages } from "./picture-slots";
import { sitePictureDir } from "./site-pictures.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());

const URL_PATH = "/luxebooking/admin/pictures";

/** A photo-like test picture (a gradient, so encoders have something to do), with EXIF to strip. */
async function testImage(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "avif" = "jpeg",
  options: { alpha?: boolean } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 120;
      if (options.alpha) raw[i + 3] = x < width / 2 ? 0 : 255;
    }
  const image = sharp(raw, { raw: { width, height, channels } }).withExif({
    IFD0: { Artist: "Secret Photographer", Copyright: "GPS 12.97,77.59" },
  });
  return image.toFormat(format).toBuffer();
}

function upload(
  slot: string,
  bytes: Uint8Array,
  options: { as?: Parameters<RouteHarness["call"]>[1]["as"]; alt?: string; type?: string } = {},
) {
  const form: Record<string, string | Blob> = {
    intent: "upload",
    slot,
    picture: new File([new Uint8Array(bytes)], "photo.jpg", { type: options.type ?? "image/jpeg" }),
  };
  if (options.alt !== undefined) form.alt = options.alt;
  return h.call(picturesRoute.action, { url: URL_PATH, as: options.as ?? "admin", form });
}

const reset = (slot: string, as: Parameters<RouteHarness["call"]>[1]["as"] = "admin") =>
  h.call(picturesRoute.action, { url: URL_PATH, as, form: { intent: "reset", slot } });

const row = async (slot: string) =>
  (await h.db.select().from(sitePictures).where(eq(sitePictures.slot, slot)))[0];

const filesOf = (slot: string) =>
  existsSync(sitePictureDir(h.dataDir))
    ? readdirSync(sitePictureDir(h.dataDir))
        .filter((n) => n.startsWith(`${slot}-`))
        .sort()
    : [];

const audits = (slot: string, action: string) =>
  h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, slot), eq(auditLog.action, action)));

async function layoutPictures() {
  const result = await h.call(layoutRoute.loader, { url: "/luxe" });
  return (result.body as { pictures: Record<string, { v: string; w: number[]; alt?: string }> }).pictures;
}

async function luxePreload(): Promise<string> {
  const result = await h.call(luxeRoute.loader, { url: "/luxe" });
  const meta = (result.body as { meta: Record<string, unknown>[] }).meta;
  return meta.find((m) => m.rel === "preload")!.imageSrcSet as string;
}

describe("uploading a site picture", () => {
  it("re-encodes to every format and width of the slot, cropped to its aspect, metadata stripped", async () => {
    const input = await testImage(1600, 1000);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await upload(luxeHero.id, input);
    expect(result).toMatchObject({
      status: 200,
      body: { ok: true, message: pictureMessages.uploaded("Luxe opening picture") },
    });
    const saved = (await row(luxeHero.id))!;
    expect(saved).toMatchObject({
      widths: [200, 400, 800, 1200],
      alt: null,
      uploadedByEmail: "admin@eden.test",
    });
    expect(saved.version).toMatch(/^[a-f0-9]{12}$/);

    const expected = [200, 400, 800, 1200].flatMap((w) =>
      ["avif", "webp", "jpg"].map((f) => `${luxeHero.id}-${saved.version}-${w}.${f}`),
    );
    expect(filesOf(luxeHero.id)).toEqual(expected.sort());
    for (const name of expected) {
      const meta = await sharp(path.join(sitePictureDir(h.dataDir), name)).metadata();
      const width = Number(/-(\d+)\.\w+$/.exec(name)![1]);
      expect({ width: meta.width, height: meta.height }, name).toEqual({ width, height: (width * 3) / 4 });
      expect(meta.format, name).toBe(
        name.endsWith(".jpg") ? "jpeg" : name.endsWith(".webp") ? "webp" : "heif",
      );
      expect(meta.exif, name).toBeUndefined();
    }
    const [audit] = await audits(luxeHero.id, "sitePicture.upload");
    expect(audit).toMatchObject({
      actorEmail: "admin@eden.test",
      entity: "site_picture",
      before: null,
      after: { version: saved.version, widths: [200, 400, 800, 1200], alt: null },
    });
  });

  it("serves the renditions publicly with their type and a year of immutable caching", async () => {
    const { version } = (await row(luxeHero.id))!;
    const file = `${luxeHero.id}-${version}-800.avif`;
    const served = await h.call(pictureFileRoute.loader, { url: `/site-pictures/${file}`, params: { file } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await served.response!.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(800);

    for (const bad of [
      `${luxeHero.id}-${version}-800.gif`,
      `${luxeHero.id}-${version}-801.avif`,
      `unknown-${version}-800.avif`,
      `${luxeHero.id}-${version}-800.png`,
      "..%2F..%2Fsession-secret",
    ]) {
      const res = await h.call(pictureFileRoute.loader, { url: "/site-pictures/x", params: { file: bad } });
      expect(res.status, bad).toBe(404);
    }
  });

  it("points the site's pictures and the page's preload at the upload", async () => {
    const { version } = (await row(luxeHero.id))!;
    expect((await layoutPictures())[luxeHero.id]).toEqual({ v: version, w: [200, 400, 800, 1200] });
    const preload = await luxePreload();
    expect(preload).toContain(`/site-pictures/${luxeHero.id}-${version}-1200.avif 1200w`);
    expect(preload).not.toContain("/generated/");
  });

  it("replaces an upload: new version, the old files deleted", async () => {
    const old = (await row(luxeHero.id))!.version;
    const result = await upload(luxeHero.id, await testImage(1300, 975, "webp"), { type: "image/webp" });
    expect(result.status).toBe(200);
    const current = (await row(luxeHero.id))!.version;
    expect(current).not.toBe(old);
    const files = filesOf(luxeHero.id);
    expect(files).toHaveLength(12);
    expect(files.every((f) => f.includes(current))).toBe(true);
    const [audit] = (await audits(luxeHero.id, "sitePicture.upload")).filter(
      (a) => (a.after as { version: string }).version === current,
    );
    expect(audit!.before).toMatchObject({ version: old });
  });

  it("accepts a picture smaller than the slot but never enlarges it", async () => {
    const slot = restaurantGallery[2]!;
    const result = await upload(slot.id, await testImage(500, 500, "png"), { type: "image/png" });
    expect(result.status).toBe(200);
    const saved = (await row(slot.id))!;
    // 500×500 cropped to 4:3 is 500×375: the 800 and 1200 renditions would be enlargements.
    expect(saved.widths).toEqual([200, 400]);
    expect(filesOf(slot.id)).toHaveLength(6);
    const tiny = await upload(restaurantGallery[3]!.id, await testImage(120, 90));
    expect(tiny.status).toBe(200);
    expect((await row(restaurantGallery[3]!.id))!.widths).toEqual([120]);
  });

  it("accepts AVIF and keeps a transparent PNG's transparency in the PNG slot", async () => {
    const avif = await upload(restaurantGallery[4]!.id, await testImage(800, 600, "avif"), {
      type: "image/avif",
    });
    expect(avif.status).toBe(200);
    const result = await upload(spoon.id, await testImage(960, 240, "png", { alpha: true }), {
      type: "image/png",
    });
    expect(result.status).toBe(200);
    const { version, widths } = (await row(spoon.id))!;
    expect(widths).toEqual([240, 480]);
    const png = path.join(sitePictureDir(h.dataDir), `${spoon.id}-${version}-480.png`);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 480, height: 120, hasAlpha: true });
  });

  it("keeps alt text for a photo and lets it be changed without a new file", async () => {
    const slot = restaurantGallery[0]!;
    await upload(slot.id, await testImage(1200, 900), { alt: "  The new  bar counter at dusk " });
    expect((await layoutPictures())[slot.id]!.alt).toBe("The new bar counter at dusk");
    const changed = await h.call(picturesRoute.action, {
      url: URL_PATH,
      as: "manager",
      form: { intent: "upload", slot: slot.id, alt: "Guests at the new bar counter" },
    });
    expect(changed.body).toEqual({ ok: true, message: pictureMessages.altSaved("Gallery picture 1") });
    expect((await layoutPictures())[slot.id]!.alt).toBe("Guests at the new bar counter");
    expect(await audits(slot.id, "sitePicture.alt")).toHaveLength(1);
    const tooLong = await h.call(picturesRoute.action, {
      url: URL_PATH,
      as: "admin",
      form: { intent: "upload", slot: slot.id, alt: "x".repeat(251) },
    });
    expect(tooLong).toMatchObject({ status: 400, body: { ok: false, error: pictureMessages.altTooLong } });
  });
});

describe("refused uploads", () => {
  it("refuses a file that is not a picture, whatever its name and declared type", async () => {
    const slot = restaurantGallery[10]!.id;
    const result = await upload(slot, new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"));
    expect(result).toMatchObject({ status: 415, body: { ok: false, error: pictureMessages.wrongType } });
    const gif = await upload(slot, new TextEncoder().encode("GIF89a\x01\x00\x01\x00"), { type: "image/gif" });
    expect(gif.body).toEqual({ ok: false, error: pictureMessages.wrongType });
    expect(await row(slot)).toBeUndefined();
    expect(filesOf(slot)).toEqual([]);
  });

  it("refuses a file over 5 MB", async () => {
    const slot = restaurantGallery[10]!.id;
    const big = Buffer.concat([await testImage(100, 100), Buffer.alloc(5 * 1024 * 1024)]);
    const result = await upload(slot, big);
    expect(result).toMatchObject({ status: 413, body: { ok: false, error: pictureMessages.tooBig } });
    expect(await row(slot)).toBeUndefined();
  });

  it("refuses a damaged picture and leaves no file behind", async () => {
    const slot = restaurantGallery[10]!.id;
    const good = await testImage(400, 300);
    const result = await upload(slot, good.subarray(0, 200));
    expect(result).toMatchObject({ status: 422, body: { ok: false, error: pictureMessages.unreadable } });
    expect(await row(slot)).toBeUndefined();
    expect(filesOf(slot)).toEqual([]);
  });

  it("asks for a file when none was chosen, and refuses unknown slots", async () => {
    const empty = await h.call(picturesRoute.action, {
      url: URL_PATH,
      as: "admin",
      form: { intent: "upload", slot: restaurantGallery[10]!.id },
    });
    expect(empty).toMatchObject({ status: 400, body: { ok: false, error: pictureMessages.missing } });
    const unknown = await upload("../../session-secret", await testImage(100, 100));
    expect(unknown).toMatchObject({ status: 404, body: { ok: false, error: pictureMessages.unknownSlot } });
  });
});

describe("resetting to the generated artwork", () => {
  it("deletes the upload's files and row, audits it, and the site shows the artwork again", async () => {
    const { version } = (await row(luxeHero.id))!;
    expect(filesOf(luxeHero.id)).toHaveLength(12);
    const result = await reset(luxeHero.id, "manager");
    expect(result.body).toEqual({ ok: true, message: pictureMessages.reset("Luxe opening picture") });
    expect(await row(luxeHero.id)).toBeUndefined();
    expect(filesOf(luxeHero.id)).toEqual([]);
    expect((await layoutPictures())[luxeHero.id]).toBeUndefined();
    expect(await luxePreload()).toContain(`/generated/${luxeHero.id}-1200.avif 1200w`);
    const [audit] = await audits(luxeHero.id, "sitePicture.reset");
    expect(audit).toMatchObject({ actorEmail: "manager@eden.test", before: { version }, after: null });
    const file = `${luxeHero.id}-${version}-800.avif`;
    const gone = await h.call(pictureFileRoute.loader, { url: `/site-pictures/${file}`, params: { file } });
    expect(gone.status).toBe(404);
  });

  it("says so when the slot already shows its artwork", async () => {
    const result = await reset(luxeHero.id);
    expect(result.body).toEqual({
      ok: true,
      message: pictureMessages.alreadyGenerated("Luxe opening picture"),
    });
  });
});

describe("the page cache", () => {
  it("drops /luxe (and the other site pages) when a picture is replaced or reset", async () => {
    const cache = new PageCache(h.events);
    const store = () => {
      for (const key of ["/", "/luxe", "/gallery"])
        cache.store(key, cache.ticket(key), { status: 200, headers: [], body: "old", nonce: "N" });
    };
    store();
    await upload(luxeHero.id, await testImage(1200, 900));
    expect(cache.get("/luxe")).toBeNull();
    expect(cache.get("/")).toBeNull();
    expect(cache.get("/gallery")).toBeNull();
    store();
    await reset(luxeHero.id);
    expect(cache.get("/luxe")).toBeNull();
    store();
    // A refused upload changes nothing, and keeps the pages.
    await upload(luxeHero.id, new TextEncoder().encode("not a picture"));
    expect(cache.get("/luxe")).not.toBeNull();
    cache.close();
  });
});

describe("permissions", () => {
  it("lets admin and manager open the screen; operations and accounts get Access Denied", async () => {
    for (const role of ["admin", "manager"] as const) {
      const res = await h.call(picturesRoute.loader, { url: URL_PATH, as: role });
      expect(res.status, role).toBe(200);
    }
    for (const role of ["operations", "accounts"] as const) {
      const res = await h.call(picturesRoute.loader, { url: URL_PATH, as: role });
      expect(res, role).toMatchObject({ status: 403, body: { message: pictureMessages.denied } });
    }
    const signedOut = await h.call(picturesRoute.loader, { url: URL_PATH, as: "signed-out" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(
      `/luxebooking/login?redirectTo=${encodeURIComponent(URL_PATH)}`,
    );
  });

  it("refuses uploads and resets from operations, accounts and signed-out callers before touching anything", async () => {
    const slot = restaurantGallery[20]!.id;
    const image = await testImage(400, 300);
    for (const as of ["operations", "accounts"] as const) {
      expect((await upload(slot, image, { as })).status, as).toBe(403);
      expect((await reset(restaurantGallery[0]!.id, as)).status, as).toBe(403);
    }
    expect((await upload(slot, image, { as: "signed-out" })).status).toBe(401);
    expect((await reset(restaurantGallery[0]!.id, "signed-out")).status).toBe(401);
    expect(await row(slot)).toBeUndefined();
    expect(filesOf(slot)).toEqual([]);
    expect(await row(restaurantGallery[0]!.id)).toBeDefined();
  });
});
