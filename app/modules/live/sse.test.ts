import { afterEach, describe, expect, it, vi } from "vitest";
import { EventBus } from "./events.server";
import { eventStream, MISSED_MARGIN_MS } from "./sse.server";
import { streamLimitTexts } from "./stream-limits";

function open(events: EventBus, key: string, audience?: "staff" | "visitor") {
  const controller = new AbortController();
  const request = new Request("http://localhost/api/v1/menu/events", { signal: controller.signal });
  const response = eventStream({
    request,
    events,
    topics: ["menu"],
    owner: { key, audience, validUntil: async () => Date.now() + 60_000 },
  });
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

  it("gives visitors at most half of the cap, so staff streams are never refused because visitors filled it (issue 28)", async () => {
    const events = new EventBus({ maxStreams: 10 });
    // Visitors from many passes (one stream each, as many phones would) fill their share: five.
    const visitors = Array.from({ length: 8 }, (_, i) => open(events, `visitor:${i}`, "visitor"));
    expect(visitors.map((s) => s.response.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await visitors[5]!.response.json()).toEqual({ message: streamLimitTexts.serverFull });
    expect(events.streams.visitorSize).toBe(5);
    // Staff still open the other five.
    const staff = Array.from({ length: 5 }, (_, i) => open(events, `session:${i}`));
    expect(staff.map((s) => s.response.status)).toEqual([200, 200, 200, 200, 200]);
    // The cap is full now; a visitor's closed stream makes room for another visitor.
    visitors[0]!.close();
    expect(open(events, "visitor:new", "visitor").response.status).toBe(200);
  });

  it("lets staff use the visitors' share while visitors leave it free", async () => {
    const events = new EventBus({ maxStreams: 4 });
    const staff = Array.from({ length: 4 }, (_, i) => open(events, `session:${i}`));
    expect(staff.map((s) => s.response.status)).toEqual([200, 200, 200, 200]);
    expect(open(events, "visitor:a", "visitor").response.status).toBe(429);
  });
});

/**
 * How long a test that expects a stream to end waits for it: a guard against a stream that never
 * ends, not a bound on speed (it returns as soon as the stream ends; on npm test's busy cores a
 * 200 ms idle limit has taken over a second to come).
 */
const UNTIL_ENDED_MS = 20_000;

/** Reads a stream's text until it ends (or `ms` pass); says whether it ended. */
async function readAll(response: Response, ms: number): Promise<{ text: string; ended: boolean }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  for (;;) {
    const left = deadline - Date.now();
    const next = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, left))),
    ]);
    if (next === null) {
      await reader.cancel();
      return { text, ended: false };
    }
    if (next.done) return { text, ended: true };
    text += decoder.decode(next.value);
  }
}

describe("a live-update stream ends with its owner", () => {
  // One turn of the event loop: the owner's limit has been read, so events are sent as they come.
  const tick = () => new Promise((r) => setImmediate(r));

  it("closes on its owner's end event (a sign-out on any instance) and sends nothing after", async () => {
    const events = new EventBus();
    const request = new Request("http://localhost/api/v1/reservations/events");
    const response = eventStream({
      request,
      events,
      topics: ["reservations"],
      owner: {
        key: "session:h",
        endedBy: { topic: "sessions", id: "h" },
        validUntil: async () => Date.now() + 60_000,
      },
    });
    const read = readAll(response, UNTIL_ENDED_MS);
    await tick();
    events.deliver({ topic: "reservations", type: "created", id: "before", at: "" });
    events.deliver({ topic: "sessions", type: "ended", id: "other-session", at: "" });
    events.deliver({ topic: "reservations", type: "updated", id: "still", at: "" });
    events.deliver({ topic: "sessions", type: "ended", id: "h", at: "" });
    events.deliver({ topic: "reservations", type: "created", id: "after", at: "" });
    const { text, ended } = await read;
    expect(ended).toBe(true);
    expect(text).toContain('"id":"before"');
    expect(text).toContain('"id":"still"');
    expect(text).not.toContain('"id":"after"');
    expect(events.streams.size).toBe(0);
  });

  it("reads its owner's limit again when it comes (an idle limit moves with use) and closes once it is over", async () => {
    const events = new EventBus();
    // Each limit lies ahead of the moment it is read (as a session's idle limit does when it is
    // used), so a busy machine that reads late cannot find a limit already past.
    const ahead = [80, 120];
    let reads = 0;
    const started = Date.now();
    const response = eventStream({
      request: new Request("http://localhost/api/v1/menu/events"),
      events,
      topics: ["menu"],
      owner: {
        key: "session:i",
        validUntil: async () => {
          const wait = ahead[reads++];
          return wait === undefined ? null : Date.now() + wait;
        },
      },
    });
    const { ended } = await readAll(response, UNTIL_ENDED_MS);
    expect(ended).toBe(true);
    expect(reads).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it("sends nothing when the owner's time was already over, not even events that arrived meanwhile", async () => {
    const events = new EventBus();
    let answer: (until: number | null) => void = () => {};
    const response = eventStream({
      request: new Request("http://localhost/api/v1/menu/events"),
      events,
      topics: ["menu"],
      owner: { key: "session:j", validUntil: () => new Promise((r) => (answer = r)) },
    });
    const read = readAll(response, UNTIL_ENDED_MS);
    events.deliver({ topic: "menu", type: "item.stock", id: "during-check", at: "" });
    answer(null);
    const { text, ended } = await read;
    expect(ended).toBe(true);
    expect(text).not.toContain("during-check");
  });
});

describe("a change made before a screen's stream opened", () => {
  async function firstEvents(events: EventBus, url: string) {
    const response = eventStream({
      request: new Request(url),
      events,
      topics: ["reservations"],
      owner: { key: `session:${url}`, validUntil: async () => Date.now() + 60_000 },
    });
    return (await readAll(response, 300)).text;
  }

  // The bus dates deliveries by the monotonic clock; the tests move that clock themselves, so a
  // busy machine (npm test's load reaches 10 on 2 cores) cannot stretch the time between a change
  // and a stream opening. The streams' own timers stay real.
  afterEach(() => {
    vi.useRealTimers();
  });
  const fakeMonotonicClock = () => vi.useFakeTimers({ toFake: ["performance"] });

  it("is sent at once as a 'missed' event when it falls within the age the screen gives its data", async () => {
    fakeMonotonicClock();
    const events = new EventBus();
    events.deliver({ topic: "reservations", type: "updated", id: "r1", at: "" });
    vi.advanceTimersByTime(50);
    const text = await firstEvents(events, "http://localhost/api/v1/reservations/events?age=40");
    expect(text).toMatch(/event: reservations\ndata: \{"topic":"reservations","type":"missed"/);
    // Up to the age and its margin, and not a millisecond beyond.
    vi.advanceTimersByTime(40 + MISSED_MARGIN_MS - 50);
    expect(await firstEvents(events, "http://localhost/api/v1/reservations/events?age=40")).toContain(
      "missed",
    );
    vi.advanceTimersByTime(1);
    expect(await firstEvents(events, "http://localhost/api/v1/reservations/events?age=40")).not.toContain(
      "missed",
    );
  });

  it("is not sent without an age, for another topic, or when older than the age and its margin", async () => {
    fakeMonotonicClock();
    const events = new EventBus();
    events.deliver({ topic: "menu", type: "item.stock", id: "m1", at: "" });
    expect(await firstEvents(events, "http://localhost/api/v1/reservations/events?age=1000")).not.toContain(
      "missed",
    );
    events.deliver({ topic: "reservations", type: "updated", id: "r1", at: "" });
    expect(await firstEvents(events, "http://localhost/api/v1/reservations/events")).not.toContain("missed");
    expect(await firstEvents(events, "http://localhost/api/v1/reservations/events?age=abc")).not.toContain(
      "missed",
    );
    vi.advanceTimersByTime(MISSED_MARGIN_MS + 1);
    expect(await firstEvents(events, "http://localhost/api/v1/reservations/events?age=0")).not.toContain(
      "missed",
    );
  });

  it("waits for the owner's limit like any event: nothing for an owner whose time is over", async () => {
    const events = new EventBus();
    events.deliver({ topic: "reservations", type: "updated", id: "r1", at: "" });
    const response = eventStream({
      request: new Request("http://localhost/api/v1/reservations/events?age=5000"),
      events,
      topics: ["reservations"],
      owner: { key: "session:k", validUntil: async () => null },
    });
    const { text, ended } = await readAll(response, UNTIL_ENDED_MS);
    expect(ended).toBe(true);
    expect(text).not.toContain("missed");
  });
});

describe("the stream's first word", () => {
  /** The first chunk a new stream sends. */
  async function firstChunk(events: EventBus, key: string) {
    const controller = new AbortController();
    const response = eventStream({
      request: new Request("http://localhost/api/v1/menu/events", { signal: controller.signal }),
      events,
      topics: ["menu"],
      owner: { key, validUntil: async () => Date.now() + 60_000 },
    });
    const reader = response.body!.getReader();
    const text = new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    return text;
  }

  it("says how long ago its topics last changed on this instance, so the browser can tell a change it missed on the way (issue 28)", async () => {
    const events = new EventBus();
    expect(await firstChunk(events, "session:a")).toBe(
      'retry: 2000\n: connected\ndata: {"lastChangeMs":null}\n\n',
    );
    await events.publish("menu", "updated", "x");
    const text = await firstChunk(events, "session:b");
    const lastChangeMs = JSON.parse(/\ndata: (.*)\n\n$/.exec(text)![1]!).lastChangeMs;
    expect(lastChangeMs).toBeGreaterThanOrEqual(0);
    expect(lastChangeMs).toBeLessThan(5_000);
    // Another topic's change is not this stream's.
    await events.publish("enquiries", "created", "e");
    expect(await firstChunk(new EventBus(), "session:c")).toContain('"lastChangeMs":null');
  });
});
