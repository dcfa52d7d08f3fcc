import type { EventBus, LiveEvent } from "./events.server";
import type { StreamAudience } from "./stream-limits";
import type { LiveTopic } from "./topics";

const encoder = new TextEncoder();

/** Who holds a live-update stream: a signed-in session or a visitor pass. */
export interface StreamOwner {
  /** One key per session or pass: it holds at most 5 streams at once. */
  key: string;
  /** A visitor pass's streams share at most half of the process's cap (default: staff). */
  audience?: StreamAudience;
  /** A live event that ends the stream at once (its session signed out, on any instance). */
  endedBy?: { topic: LiveTopic; id: string };
  /**
   * Until when (ms since the epoch) the owner may still receive events, read again when that time
   * comes (an idle limit moves with use); null when it no longer may (signed out, expired).
   */
  validUntil: () => Promise<number | null>;
}

/**
 * A screen's data is read before its stream opens (the page is rendered, then hydrated, then it
 * connects): it says how long ago in `?age=` (ms, its own clock, counted from its data's request),
 * and a change delivered in that time, plus this margin for the clocks' small differences, is sent
 * at once as a `missed` event. Kept small: a change from before the page's request is already in
 * its data, and each one inside the margin costs the screen a reload it did not need (a reload that
 * lands with an action can cost that action's toast, which lives in the card the reload removes).
 */
export const MISSED_MARGIN_MS = 250;
/** The longest `age` honoured: a screen older than this reloads on its own reconnect rules. */
export const MISSED_AGE_MAX_MS = 5 * 60_000;

/** How long ago the screen opening this stream read its data, from `?age=`; undefined if not said. */
function dataAge(request: Request): number | undefined {
  const raw = new URL(request.url).searchParams.get("age");
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  return Math.min(Number(raw), MISSED_AGE_MAX_MS);
}

/** setTimeout's longest delay (about 24.8 days); a later limit is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * A server-sent events response streaming the bus's events whose topic is in `topics`.
 * The caller authorises the request first (requirePermission); the stream ends when the
 * client goes away, the server shuts down or the owner's right to it ends (`endedBy`, `validUntil`):
 * nothing is sent after that. Browsers reconnect by themselves (retry: 2000).
 * Over the owner's or the process's stream cap the answer is 429 with a message, and the
 * connection is closed after it.
 */
export function eventStream(options: {
  request: Request;
  events: EventBus;
  topics: readonly LiveTopic[];
  owner: StreamOwner;
}): Response {
  const { request, events, topics, owner } = options;
  const slot = events.streams.take(owner.key, owner.audience ?? "staff");
  if ("refused" in slot) {
    return Response.json(
      { message: slot.refused },
      { status: 429, headers: { "Cache-Control": "no-store", "Retry-After": "60", Connection: "close" } },
    );
  }
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let done = false;
      // While the owner's limit is being read, events wait: sent once it holds, dropped if not.
      let held: string[] | null = [];
      let expiry: ReturnType<typeof setTimeout> | undefined;
      const send = (text: string) => {
        if (done) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      // An event for the stream: held while the owner's limit is being read.
      const forward = (event: LiveEvent) => {
        const text = `event: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`;
        if (held) held.push(text);
        else send(text);
      };
      const unsubscribe = events.subscribe((event: LiveEvent) => {
        const { endedBy } = owner;
        if (endedBy && event.topic === endedBy.topic && event.id === endedBy.id) return cleanup();
        if (topics.includes(event.topic)) forward(event);
      });
      const watch = () => {
        held ??= [];
        owner.validUntil().then(
          (until) => {
            if (done) return;
            const left = until === null ? 0 : until - Date.now();
            if (left <= 0) return cleanup();
            for (const text of held ?? []) send(text);
            held = null;
            expiry = setTimeout(watch, Math.min(left, LONGEST_TIMER_MS));
          },
          // The database did not answer: end the stream rather than guess (the browser reconnects).
          () => cleanup(),
        );
      };
      // The stream's first word (a plain message, no event name) says how long ago its topics last
      // changed here. The browser compares it with its data's age when the stream opens, so a change
      // made while this request was on its way is not missed: `?age=` is measured when the request
      // leaves the browser, and a slow network or a busy machine can hold it for seconds (issue 28
      // item 23). Nothing about the change itself: sent before the owner's check like the retry.
      const last = events.sinceLastDelivery(topics);
      send(
        `retry: 2000\n: connected\ndata: ${JSON.stringify({ lastChangeMs: last === null ? null : Math.round(last) })}\n\n`,
      );
      // A change between the screen's data and this stream: sent like any event, once the owner's
      // limit holds.
      const age = dataAge(request);
      const missed = age === undefined ? undefined : events.changedWithin(topics, age + MISSED_MARGIN_MS);
      if (missed) forward({ topic: missed, type: "missed", at: new Date().toISOString() });
      const heartbeat = setInterval(() => send(": ping\n\n"), 25_000);
      const stopClose = events.onClose(() => cleanup());
      cleanup = () => {
        if (done) return;
        done = true;
        held = null;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        stopClose();
        slot.release();
        try {
          controller.close();
        } catch {}
      };
      if (request.signal.aborted) cleanup();
      else request.signal.addEventListener("abort", () => cleanup());
      // Read after subscribing: a sign-out between the caller's check and this read is seen here.
      if (!done) watch();
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
