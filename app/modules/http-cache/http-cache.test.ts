import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { EventBus } from "~/modules/live/events.server";
import { matchesEtag, weakEtag } from "./etag";
import { gzipTemplateChunks, toGzipTemplate } from "./gzip-template";
import { fillTemplate, toTemplate } from "./nonce-template";
import { gzippedPageChunks, PageCache, pageChunks } from "./page-cache.server";
import { HTML_CACHE_CONTROL, pageCacheKey, pagePolicies } from "./page-policy";

describe("page policy", () => {
  it("lists exactly the public pages, sitemap and robots", () => {
    expect(Object.keys(pagePolicies).sort()).toEqual(
      [
        "/",
        "/contact",
        "/gallery",
        "/guntoorlogin",
        "/guntoormenu",
        "/guntoormenu/cards",
        "/guntoorprivacy",
        "/luxe",
        "/menu",
        "/robots.txt",
        "/sitemap.xml",
      ].sort(),
    );
  });

  it("never keys staff pages, APIs, query strings or writes", () => {
    expect(pageCacheKey("GET", "/")).toBe("/");
    expect(pageCacheKey("HEAD", "/luxe")).toBe("/luxe");
    expect(pageCacheKey("POST", "/contact")).toBeNull();
    expect(pageCacheKey("GET", "/luxebooking")).toBeNull();
    expect(pageCacheKey("GET", "/guntoormenuadmin")).toBeNull();
    expect(pageCacheKey("GET", "/api/v1/reservations")).toBeNull();
    expect(pageCacheKey("GET", "/luxe?utm=x")).toBeNull();
    expect(pageCacheKey("GET", "/luxe.data")).toBeNull();
    expect(pageCacheKey("GET", "/constructor")).toBeNull();
  });

  it("lets browsers keep HTML only privately and revalidate it", () => {
    expect(HTML_CACHE_CONTROL).toBe("private, no-cache");
    expect(pagePolicies["/"]!.cacheControl).toBe("private, no-cache");
    expect(pagePolicies["/sitemap.xml"]!.cacheControl).toBe("public, max-age=3600");
    expect(pagePolicies["/guntoormenu"]!.visitorPass).toBe(true);
    expect(pagePolicies["/guntoormenu"]!.topics).toEqual(["menu"]);
    expect(pagePolicies["/guntoorlogin"]!.topics).toEqual(["menu", "site"]);
  });

  it("drops every page of the site layout when staff replace a picture", () => {
    for (const page of ["/", "/gallery", "/luxe", "/contact", "/menu", "/guntoorlogin"])
      expect(pagePolicies[page]!.topics, page).toContain("site");
    expect(pagePolicies["/guntoormenu"]!.topics).not.toContain("site");
  });
});

describe("nonce template", () => {
  it("gives every response its own nonce", () => {
    const parts = toTemplate('<script nonce="N1">a</script><script nonce="N1">b</script>', "N1");
    expect(fillTemplate(parts, "N2").toString()).toBe(
      '<script nonce="N2">a</script><script nonce="N2">b</script>',
    );
    expect(fillTemplate(parts, "N2").toString()).not.toContain("N1");
  });

  it("keeps a page without the nonce as it is", () => {
    expect(fillTemplate(toTemplate("<p>x</p>", "N1"), "N2").toString()).toBe("<p>x</p>");
  });
});

describe("etag", () => {
  it("is weak and the same for the same page whatever the nonce", () => {
    const a = weakEtag(toTemplate('<p nonce="A">x</p>', "A"));
    const b = weakEtag(toTemplate('<p nonce="B">x</p>', "B"));
    expect(a).toMatch(/^W\/"[\w-]+"$/);
    expect(a).toBe(b);
    expect(weakEtag(toTemplate('<p nonce="A">y</p>', "A"))).not.toBe(a);
  });

  it("matches If-None-Match weakly, in a list, or *", () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe("page cache", () => {
  const page = (body: string) => ({ status: 200, headers: [], body, nonce: "N" });

  it("keeps a page and serves it with the next response's nonce", () => {
    const cache = new PageCache(new EventBus());
    cache.store("/", cache.ticket("/"), page('<script nonce="N"></script>'));
    expect(Buffer.concat(pageChunks(cache.get("/")!, "M")).toString()).toBe('<script nonce="M"></script>');
  });

  it("drops the menu pages on a menu event and keeps the others", async () => {
    const events = new EventBus();
    const cache = new PageCache(events);
    for (const key of ["/", "/guntoormenu", "/guntoorlogin"]) cache.store(key, cache.ticket(key), page(key));
    await events.publish("reservations", "changed");
    expect(cache.size()).toBe(3);
    await events.publish("menu", "item.updated", "1");
    expect(cache.get("/guntoormenu")).toBeNull();
    expect(cache.get("/guntoorlogin")).toBeNull();
    expect(cache.get("/")).not.toBeNull();
  });

  it("drops the site's pages on a picture change and keeps the menu", async () => {
    const events = new EventBus();
    const cache = new PageCache(events);
    for (const key of ["/", "/luxe", "/gallery", "/guntoormenu", "/robots.txt"])
      cache.store(key, cache.ticket(key), page(key));
    await events.publish("site", "picture.upload", "luxe-16");
    expect(cache.get("/")).toBeNull();
    expect(cache.get("/luxe")).toBeNull();
    expect(cache.get("/gallery")).toBeNull();
    expect(cache.get("/guntoormenu")).not.toBeNull();
    expect(cache.get("/robots.txt")).not.toBeNull();
  });

  it("does not keep a render that started before a change", async () => {
    const events = new EventBus();
    const cache = new PageCache(events);
    const ticket = cache.ticket("/guntoormenu");
    await events.publish("menu", "item.stock", "1");
    cache.store("/guntoormenu", ticket, page("old stock"));
    expect(cache.get("/guntoormenu")).toBeNull();
  });

  it("re-renders a data-backed page after its maximum age, never a static file", () => {
    let now = 0;
    const cache = new PageCache(new EventBus(), { maxAgeMs: 1000, now: () => now });
    cache.store("/guntoormenu", 0, page("menu"));
    cache.store("/luxe", 0, page("luxe"));
    cache.store("/robots.txt", 0, page("robots"));
    now = 1001;
    expect(cache.get("/guntoormenu")).toBeNull();
    expect(cache.get("/luxe")).toBeNull();
    expect(cache.get("/robots.txt")).not.toBeNull();
  });

  it("stops listening when closed", async () => {
    const events = new EventBus();
    const cache = new PageCache(events);
    expect(events.listenerCount()).toBe(1);
    cache.close();
    expect(events.listenerCount()).toBe(0);
  });
});

describe("gzipped cached pages", () => {
  const page = `<html><script nonce="N0NCE">a</script>${"<p>card</p>".repeat(5000)}<script nonce="N0NCE">b</script></html>`;

  it("gunzips to the page with each response's nonce, and is compressed", () => {
    const parts = toTemplate(page, "N0NCE");
    const template = toGzipTemplate(parts);
    for (const nonce of ["a1B2c3D4e5F6g7H8i9J0kw==", "zzzzzzzzzzzzzzzzzzzzzz=="]) {
      const body = Buffer.concat(gzipTemplateChunks(template, nonce));
      expect(gunzipSync(body).toString()).toBe(page.replaceAll("N0NCE", nonce));
      expect(body.length).toBeLessThan(page.length / 20);
    }
  });

  it("handles a page without a nonce, an empty one and a nonce at either end", () => {
    for (const body of ["", "plain page", "N0NCE middle N0NCE", "N0NCEN0NCE"]) {
      const template = toGzipTemplate(toTemplate(body, "N0NCE"));
      expect(gunzipSync(Buffer.concat(gzipTemplateChunks(template, "xy"))).toString()).toBe(
        body.replaceAll("N0NCE", "xy"),
      );
    }
  });

  it("keeps one gzip template per cached version", () => {
    const cache = new PageCache(new EventBus());
    const stored = cache.store("/guntoormenu", cache.ticket("/guntoormenu"), {
      status: 200,
      headers: [],
      body: page,
      nonce: "N0NCE",
    });
    expect(gunzipSync(Buffer.concat(gzippedPageChunks(stored, "one"))).toString()).toBe(
      page.replaceAll("N0NCE", "one"),
    );
    const template = stored.gzip;
    gzippedPageChunks(stored, "two");
    expect(stored.gzip).toBe(template);
    cache.close();
  });
});
