import { describe, expect, it } from "vitest";
import { CacheBudget } from "~/modules/cache-budget.server";
import { gunzipSync } from "node:zlib";
import { acceptsGzip, RenderCache, renderCacheKey } from "./render-cache.server";

type Context = Parameters<typeof renderCacheKey>[2];

function context(
  loaderData: Record<string, unknown>,
  { handle = { renderCache: true } as unknown, errors = null as unknown, actionData = null as unknown } = {},
): Context {
  return {
    staticHandlerContext: {
      loaderData,
      errors,
      actionData,
      matches: [{ route: { id: "root" } }, { route: { id: "page" } }],
    },
    routeModules: { root: {}, page: { handle } },
  } as unknown as Context;
}

const get = (url = "http://x/luxebooking") => new Request(url);

describe("renderCacheKey", () => {
  it("is the same for the same URL, request inputs and loader data, and differs when any of them does", () => {
    const data = { page: { email: "a@x.test", when: new Date(0) } };
    const key = renderCacheKey(get(), 200, context(data), "en");
    expect(key).toBeTruthy();
    expect(
      renderCacheKey(get(), 200, context({ page: { email: "a@x.test", when: new Date(0) } }), "en"),
    ).toBe(key);
    expect(
      renderCacheKey(get(), 200, context({ page: { email: "b@x.test", when: new Date(0) } }), "en"),
    ).not.toBe(key);
    expect(
      renderCacheKey(get(), 200, context({ page: { email: "a@x.test", when: new Date(1) } }), "en"),
    ).not.toBe(key);
    expect(renderCacheKey(get("http://x/luxebooking?month=2031-02"), 200, context(data), "en")).not.toBe(key);
    expect(renderCacheKey(get(), 200, context(data), "te")).not.toBe(key);
  });

  it("keeps apart what JSON would merge: a Map's entries, undefined and a missing field", () => {
    const one = renderCacheKey(get(), 200, context({ page: new Map([["a", 1]]) }), "en");
    const two = renderCacheKey(get(), 200, context({ page: new Map([["a", 2]]) }), "en");
    expect(one).not.toBe(two);
    expect(renderCacheKey(get(), 200, context({ page: { a: undefined } }), "en")).not.toBe(
      renderCacheKey(get(), 200, context({ page: {} }), "en"),
    );
  });

  it("is null for a route that did not ask, an error, an action, a status other than 200, a POST or data that cannot be copied", () => {
    const data = { page: { n: 1 } };
    expect(renderCacheKey(get(), 200, context(data, { handle: {} }), "en")).toBeNull();
    expect(renderCacheKey(get(), 200, context(data, { errors: { page: new Error("x") } }), "en")).toBeNull();
    expect(
      renderCacheKey(get(), 200, context(data, { actionData: { page: { ok: true } } }), "en"),
    ).toBeNull();
    expect(renderCacheKey(get(), 404, context(data), "en")).toBeNull();
    expect(
      renderCacheKey(new Request("http://x/luxebooking", { method: "POST" }), 200, context(data), "en"),
    ).toBeNull();
    expect(renderCacheKey(get(), 200, context({ page: { f: () => 1 } }), "en")).toBeNull();
  });
});

describe("RenderCache", () => {
  it("serves a kept page with the response's own nonce and drops the least recently used beyond its budget", () => {
    // Room for the first two pages (411 + 321 bytes counted), not for a third.
    const budget = new CacheBudget(800);
    const cache = new RenderCache(budget);
    cache.set("a", Buffer.from('<script nonce="N1">a</script>'), "N1");
    expect(cache.get("a", "N2")?.toString()).toBe('<script nonce="N2">a</script>');
    cache.set("b", Buffer.from("b"), "N1");
    cache.get("a", "N3");
    cache.set("c", Buffer.from("c"), "N1");
    expect(cache.get("b", "N4")).toBeNull();
    expect(cache.get("a", "N4")).not.toBeNull();
    expect(cache.size()).toBe(2);
    expect(budget.used).toBe(cache.bytes());
    expect(budget.used).toBeLessThanOrEqual(800);
  });
});

describe("a kept page gzipped", () => {
  it("is sent gzipped, compressed once per copy and counted in the budget, to a request that accepts gzip", () => {
    const budget = new CacheBudget(10 * 1024 * 1024);
    const cache = new RenderCache(budget);
    const page = `<script nonce="N1">${"dashboard ".repeat(5000)}</script>`;
    cache.set("a", Buffer.from(page), "N1");
    const plainBytes = budget.used;
    const first = cache.hit("a", "N2", true)!;
    expect(first.encoding).toBe("gzip");
    expect(gunzipSync(first.body).toString()).toBe(page.replace("N1", "N2"));
    expect(first.body.length).toBeLessThan(page.length / 10);
    expect(budget.used).toBeGreaterThan(plainBytes);
    const grown = budget.used;
    const second = cache.hit("a", "N3", true)!;
    expect(gunzipSync(second.body).toString()).toBe(page.replace("N1", "N3"));
    expect(budget.used).toBe(grown);
    expect(cache.hit("a", "N4", false)).toEqual({
      body: Buffer.from(page.replace("N1", "N4")),
      encoding: null,
    });
  });

  it("reads Accept-Encoding as RFC 9110 does: gzip named or through *, not at q=0", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
