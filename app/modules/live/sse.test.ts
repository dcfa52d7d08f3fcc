import { describe, expect, it } from "vitest";
import { EventBus } from "./events.server";
import { eventStream } from "./sse.server";
import { streamLimitTexts } from "./stream-limits";

function open(events: EventBus, key: string) {
  const controller = new AbortController();
  const request = new Request("http://localhost/api/v1/menu/events", { signal: controller.signal });
  const response = eventStream({ request, events, topics: ["menu"], owner: { key } });
  return { response, close: () => controller.abort() };
}

describe("live-update stream caps", () => {
  it("refuses a 6th stream of one session or pass with 429, a message and a closed connection", async () => {
    const events = new EventBus({ maxStreams: 100 });
    const held = Array.from({ length: 5 }, () => open(events, "visitor:a"));
    expect(held.map((s) => s.response.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = open(events, "visitor:a").response;
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("connection")).toBe("close");
    expect(sixth.headers.get("cache-control")).toBe("no-store");
    expect(await sixth.json()).toEqual({ message: streamLimitTexts.perBrowser });
    // Another pass still gets its own; a closed stream frees its slot.
    expect(open(events, "visitor:b").response.status).toBe(200);
    held[0]!.close();
    expect(open(events, "visitor:a").response.status).toBe(200);
  });

  it("refuses any stream over the process's total with 429 and says the server is busy", async () => {
    const events = new EventBus({ maxStreams: 3 });
    const held = ["a", "b", "c"].map((k) => open(events, k));
    const over = open(events, "d").response;
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ message: streamLimitTexts.serverFull });
    held[1]!.close();
    expect(open(events, "d").response.status).toBe(200);
    expect(events.streams.size).toBe(3);
  });
});
