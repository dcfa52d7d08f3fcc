import { rmSync } from "node:fs";
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import sharp from "sharp";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyPreparedDataDir } from "../support/prepared";
import {
  PREPARED_PASSWORD,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitForHealth,
} from "../support/server-process";

// The production build on a new embedded database (a copy of the run's prepared one: a first start
// is not the subject here): the page cache as guests and staff meet it.
const DEMO_PASSWORD = PREPARED_PASSWORD;
let server: ServerProcess;
let dir: string;

beforeAll(async () => {
  dir = tempDataDir();
  server = await startServer({ DATA_DIR: copyPreparedDataDir(path.join(dir, "data")) });
  await waitForHealth(server.url, 90_000);
});
afterAll(() => {
  server?.child.kill("SIGKILL");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: "manual" });

function cspNonce(res: Response): string {
  return /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")![1]!;
}

async function visitorPass(): Promise<string> {
  const res = await fetch(`${server.url}/guntoorlogin`, {
    method: "POST",
    body: new URLSearchParams({ customerName: "Asha Rao", phoneNumber: "9876543210", numGuests: "2" }),
    redirect: "manual",
  });
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

async function signIn(role: string): Promise<string> {
  const res = await fetch(`${server.url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: `${role}@demo.test`, password: DEMO_PASSWORD }),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

describe("the page cache", () => {
  it("serves every public page from memory after one render, each response with its own nonce", async () => {
    for (const path of ["/", "/gallery", "/luxe", "/contact", "/menu", "/guntoorlogin"]) {
      const first = await get(path);
      const second = await get(path);
      expect(first.status, path).toBe(200);
      expect(second.headers.get("x-page-cache"), path).toBe("hit");
      expect(second.headers.get("cache-control"), path).toBe("private, no-cache");
      expect(second.headers.get("etag"), path).toMatch(/^W\/"/);
      expect(second.headers.get("etag"), path).toBe(first.headers.get("etag"));
      const [a, b] = [await first.text(), await second.text()];
      const [nonceA, nonceB] = [cspNonce(first), cspNonce(second)];
      expect(nonceA).not.toBe(nonceB);
      expect(b).toContain(`nonce="${nonceB}"`);
      expect(b).not.toContain(nonceA);
      expect(b.replaceAll(nonceB, "")).toBe(a.replaceAll(nonceA, ""));
    }
  });

  it("renders /menu uncached too, never redirecting it to the assets folder /menu/", async () => {
    const res = await get("/menu?utm_source=flyer");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(await res.text()).toContain("Eden&#x27;s Special");
  });

  it("answers 304 without a body or a new CSP when the browser's copy is current", async () => {
    const first = await get("/luxe");
    const res = await get("/luxe", { "If-None-Match": first.headers.get("etag")! });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("etag")).toBe(first.headers.get("etag"));
    expect((await get("/luxe", { "If-None-Match": 'W/"other"' })).status).toBe(200);
  });

  it("answers HEAD from memory with the page's length and no body", async () => {
    const identity = { "accept-encoding": "identity" };
    const page = await get("/contact", identity);
    const length = Buffer.byteLength(await page.text());
    const head = await fetch(`${server.url}/contact`, { method: "HEAD", headers: identity });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(head.headers.get("content-encoding")).toBeNull();
    expect(Number(head.headers.get("content-length"))).toBe(length);
    expect(await head.text()).toBe("");
  });

  it("sends a cached page gzipped once per version: each response's nonce, its length, HEAD and 304 alike", async () => {
    const pass = await visitorPass();
    const gzip = { cookie: pass, "accept-encoding": "gzip, deflate, br, zstd" };
    const raw = (path: string, method: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const url = new URL(path, server.url);
        httpRequest(url, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on("error", reject)
          .end();
      });
    await raw("/guntoormenu", "GET", gzip);
    const [a, b] = [await raw("/guntoormenu", "GET", gzip), await raw("/guntoormenu", "GET", gzip)];
    const plain = await raw("/guntoormenu", "GET", { cookie: pass, "accept-encoding": "identity" });
    for (const res of [a, b]) {
      expect(res.headers["x-page-cache"]).toBe("hit");
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length / 5);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    const nonceOf = (res: { headers: IncomingHttpHeaders }) =>
      /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))![1]!;
    const [pageA, pageB] = [gunzipSync(a.body).toString(), gunzipSync(b.body).toString()];
    expect(pageA).toContain(`nonce="${nonceOf(a)}"`);
    expect(pageB).toContain(`nonce="${nonceOf(b)}"`);
    expect(pageB).not.toContain(nonceOf(a));
    expect(pageA.replaceAll(nonceOf(a), "")).toBe(plain.body.toString().replaceAll(nonceOf(plain), ""));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const head = await raw("/guntoormenu", "HEAD", gzip);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(Number(head.headers["content-length"])).toBe(a.body.length);
    expect(head.body.length).toBe(0);
    const notModified = await raw("/guntoormenu", "GET", { ...gzip, "if-none-match": a.headers.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it("caches sitemap and robots publicly for an hour", async () => {
    for (const path of ["/sitemap.xml", "/robots.txt"]) {
      await get(path);
      const res = await get(path);
      expect(res.headers.get("x-page-cache")).toBe("hit");
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(res.headers.get("etag")).toMatch(/^W\/"/);
    }
  });

  it("sends guests without a visitor pass to the form, never the cached menu", async () => {
    const pass = await visitorPass();
    expect((await get("/guntoormenu", { cookie: pass })).status).toBe(200);
    expect((await get("/guntoormenu", { cookie: pass })).headers.get("x-page-cache")).toBe("hit");
    const res = await get("/guntoormenu");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/guntoorlogin");
    expect(res.headers.get("x-page-cache")).toBeNull();
    const forged = await get("/guntoormenu", { cookie: `${pass.split(".").slice(0, 2).join(".")}.forged` });
    expect(forged.status).toBe(302);
  });

  it("never caches staff pages, query strings or form posts", async () => {
    const cookie = await signIn("admin");
    const dashboard = await get("/luxebooking", { cookie });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("x-page-cache")).toBeNull();
    expect(dashboard.headers.get("etag")).toBeNull();
    expect((await get("/guntoormenuadmin", { cookie })).headers.get("x-page-cache")).toBeNull();
    expect((await get("/luxe?from=ad")).headers.get("x-page-cache")).toBeNull();
  });

  it("shows a staff change of the restaurant's name on the next view", async () => {
    const before = await (await get("/guntoorlogin")).text();
    expect((await get("/guntoorlogin")).headers.get("x-page-cache")).toBe("hit");
    const cookie = await signIn("admin");
    const pass = await visitorPass();
    await get("/guntoormenu", { cookie: pass });
    const saved = await fetch(`${server.url}/guntoormenuadmin`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "save-info", name: "Guntoor Coastal Kitchen", email: "" }),
      redirect: "manual",
    });
    expect(saved.status).toBe(200);
    const after = await get("/guntoorlogin");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    const html = await after.text();
    expect(html).toContain("Guntoor Coastal Kitchen");
    expect(before).not.toContain("Guntoor Coastal Kitchen");
    const menu = await get("/guntoormenu", { cookie: pass });
    expect(menu.headers.get("x-page-cache")).toBe("miss");
    expect(await menu.text()).toContain("Guntoor Coastal Kitchen");
  });

  it("shows a replaced picture on the next view of /luxe, and the artwork again after a reset", async () => {
    await get("/luxe");
    const cached = await get("/luxe");
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    expect(await cached.text()).toContain("/generated/luxe-16-1200.avif");

    const cookie = await signIn("admin");
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#8a5a2b" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("intent", "upload");
    form.set("slot", "luxe-16");
    form.set("picture", new File([new Uint8Array(photo)], "hall.jpg", { type: "image/jpeg" }));
    const posted = await fetch(`${server.url}/luxebooking/admin/pictures`, {
      method: "POST",
      headers: { cookie },
      body: form,
      redirect: "manual",
    });
    expect(posted.status).toBe(200);

    const after = await get("/luxe");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    const html = await after.text();
    const url = /\/site-pictures\/luxe-16-[a-f0-9]{12}-1200\.avif/.exec(html)?.[0];
    expect(url).toBeDefined();
    expect(html).not.toContain("/generated/luxe-16-");
    // The preload in the head points at the upload too.
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="[^"]*\/site-pictures\/luxe-16-/i);
    const image = await get(url!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/avif");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");

    const reset = await fetch(`${server.url}/luxebooking/admin/pictures`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "reset", slot: "luxe-16" }),
      redirect: "manual",
    });
    expect(reset.status).toBe(200);
    const back = await get("/luxe");
    expect(back.headers.get("x-page-cache")).toBe("miss");
    expect(await back.text()).toContain("/generated/luxe-16-1200.avif");
    expect((await get(url!)).status).toBe(404);
  });
});
