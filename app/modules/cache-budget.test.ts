import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { EventBus } from "~/modules/live/events.server";
import { topicCache } from "~/modules/live/topic-cache.server";
import { CacheBudget, estimatedBytes, MB } from "./cache-budget.server";
import { gzippedPageChunks, PageCache } from "./http-cache/page-cache.server";
import { RenderCache } from "./http-cache/render-cache.server";

describe("the cache budget", () => {
  it("evicts the least recently used values, of any cache, until a new one fits", () => {
    const budget = new CacheBudget(100);
    const evicted: string[] = [];
    const a = budget.add(40, () => evicted.push("a"))!;
    const b = budget.add(40, () => evicted.push("b"))!;
    a.touch();
    budget.add(40, () => evicted.push("c"));
    expect(evicted).toEqual(["b"]);
    expect(a.kept).toBe(true);
    expect(b.kept).toBe(false);
    expect(budget.used).toBe(80);
    expect(budget.count).toBe(2);
  });

  it("keeps nothing larger than the whole budget, and evicts a value that grows past it", () => {
    const budget = new CacheBudget(100);
    const evicted: string[] = [];
    expect(budget.add(101, () => evicted.push("huge"))).toBeNull();
    const small = budget.add(10, () => evicted.push("small"))!;
    const grows = budget.add(10, () => evicted.push("grows"))!;
    grows.resize(95);
    expect(evicted).toEqual(["small"]);
    expect(budget.used).toBe(95);
    grows.resize(150);
    expect(evicted).toEqual(["small", "grows"]);
    expect(budget.used).toBe(0);
    expect(small.kept || grows.kept).toBe(false);
  });

  it("counts a removed value no longer, and trims when its limit is lowered", () => {
    const budget = new CacheBudget(100);
    const evicted: string[] = [];
    const a = budget.add(30, () => evicted.push("a"))!;
    budget.add(30, () => evicted.push("b"));
    budget.add(30, () => evicted.push("c"));
    a.remove();
    a.remove();
    expect(budget.used).toBe(60);
    expect(evicted).toEqual([]);
    budget.setLimit(40);
    expect(evicted).toEqual(["b"]);
    expect(budget.used).toBe(30);
  });

  it("estimates plain data by its serialised size", () => {
    expect(estimatedBytes("x".repeat(100_000))).toBeGreaterThanOrEqual(100_000);
    expect(
      estimatedBytes({ items: Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `dish ${i}` })) }),
    ).toBeGreaterThan(10_000);
    expect(estimatedBytes({ f: () => 1 })).toBe(64 * 1024);
  });
});

// A real collection of the heap, to read what stays resident (the suite runs without --expose-gc).
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
setFlagsFromString("--no-expose-gc");

/** Bytes held outside V8's heap by Buffers, once everything unreachable is collected. */
function residentBuffers(): number {
  gc();
  gc();
  return process.memoryUsage().arrayBuffers;
}

/** A page of `bytes` with a nonce in it: a random block of 8 KB repeated (no two pages alike). */
function page(seed: number, bytes: number, nonce: string): string {
  let block = "";
  let x = seed + 1;
  while (block.length < 8192) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    block += x.toString(36);
  }
  return `<script nonce="${nonce}">${block.repeat(Math.ceil(bytes / block.length))}`.slice(0, bytes);
}

describe("every cache of the process within one budget (issue 33)", () => {
  it("keeps the page cache, the render cache and the data caches within the budget when filled to five times it, and so does the memory they hold", async () => {
    const LIMIT = 8 * MB;
    const budget = new CacheBudget(LIMIT);
    const events = new EventBus();
    const pages = new PageCache(events, { budget });
    const renders = new RenderCache(budget);
    const data = topicCache<string, { text: string }>("menu", { budget });
    const before = residentBuffers();

    // 40 MB in all: 16 public pages (each gzipped too, as a hit makes it), 16 dashboards and 8
    // values read from the database, 1 MB each, used in turn.
    const keys = ["/", "/gallery", "/luxe", "/contact"];
    const loads: Promise<unknown>[] = [];
    for (let i = 0; i < 16; i++) {
      const key = keys[i % keys.length]!;
      const variant = `v${Math.floor(i / keys.length)}`;
      const stored = pages.store(
        key,
        pages.ticket(key),
        { status: 200, headers: [["content-type", "text/html"]], body: page(i, MB, "N"), nonce: "N" },
        variant,
      );
      gzippedPageChunks(stored, "M");
      renders.set(`dashboard-${i}`, Buffer.from(page(100 + i, MB, "N")), "N");
      if (i % 2 === 0) loads.push(data(events, `menu-${i}`, async () => ({ text: page(200 + i, MB, "") })));
    }
    await Promise.all(loads);

    expect(budget.used).toBeLessThanOrEqual(LIMIT);
    expect(pages.bytes() + renders.bytes()).toBeLessThanOrEqual(budget.used);
    // The most recent of each are kept: the caches still serve.
    expect(renders.get("dashboard-15", "M")).not.toBeNull();
    expect(pages.get("/contact", "v3")).not.toBeNull();
    expect(renders.get("dashboard-0", "M")).toBeNull();
    // What is resident: the pages' and dashboards' Buffers (their bytes and gzipped copies) grew
    // by no more than the budget, against 40 MB put in.
    const grown = residentBuffers() - before;
    expect(grown).toBeLessThanOrEqual(LIMIT + 2 * MB);
    expect(grown).toBeGreaterThan(MB);
    pages.close();
  });
});
