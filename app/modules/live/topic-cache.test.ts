import { describe, expect, it } from "vitest";
import { EventBus } from "./events.server";
import { topicCache } from "./topic-cache.server";

describe("topicCache (database reads kept until staff change them)", () => {
  it("loads once, then answers from memory until an event of its topic", async () => {
    const events = new EventBus();
    const cached = topicCache<string, number>("menu");
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(events, "eden", load)).toBe(1);
    expect(await cached(events, "eden", load)).toBe(1);
    await events.publish("reservations", "created");
    expect(await cached(events, "eden", load)).toBe(1);
    await events.publish("menu", "item.stock");
    expect(await cached(events, "eden", load)).toBe(2);
  });

  it("does not keep a value loaded while a change happened (it may be the old one)", async () => {
    const events = new EventBus();
    const cached = topicCache<string, string>("site");
    let release!: () => void;
    const slow = cached(events, "all", () => new Promise<string>((r) => (release = () => r("before"))));
    await events.publish("site", "picture.upload");
    release();
    expect(await slow).toBe("before");
    expect(await cached(events, "all", async () => "after")).toBe("after");
  });

  it("shares one load between requests that arrive together, and does not keep a failed one", async () => {
    const events = new EventBus();
    const cached = topicCache<string, number>("menu");
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cached(events, "eden", slow), cached(events, "eden", slow)])).toEqual([1, 1]);
    await events.publish("menu", "item.stock");
    await expect(cached(events, "eden", () => Promise.reject(new Error("database away")))).rejects.toThrow(
      "database away",
    );
    expect(await cached(events, "eden", slow)).toBe(2);
  });

  it("keeps separate values per key and per server (event bus)", async () => {
    const [a, b] = [new EventBus(), new EventBus()];
    const cached = topicCache<string, string>("menu");
    expect(await cached(a, "eden", async () => "a-eden")).toBe("a-eden");
    expect(await cached(a, "guntoor", async () => "a-guntoor")).toBe("a-guntoor");
    expect(await cached(b, "eden", async () => "b-eden")).toBe("b-eden");
    expect(await cached(a, "eden", async () => "unused")).toBe("a-eden");
  });

  it("follows several topics, and keeps at most maxEntries values (the oldest make room)", async () => {
    const events = new EventBus();
    const cached = topicCache<string, number>(["reservations", "enquiries"], { maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(events, "a", load)).toBe(1);
    expect(await cached(events, "b", load)).toBe(2);
    expect(await cached(events, "c", load)).toBe(3);
    expect(await cached(events, "b", load)).toBe(2);
    expect(await cached(events, "a", load)).toBe(4);
    await events.publish("enquiries", "read");
    expect(await cached(events, "a", load)).toBe(5);
    await events.publish("reservations", "created");
    expect(await cached(events, "a", load)).toBe(6);
    await events.publish("menu", "item.stock");
    expect(await cached(events, "a", load)).toBe(6);
  });
});
