import type { EventBus, LiveEvent } from "./events.server";

const encoder = new TextEncoder();

/** Who holds a live-update stream: a signed-in session or a visitor pass. */
export interface StreamOwner {
  /** One key per session or pass: it holds at most 5 streams at once. */
  key: string;
}

/**
 * A server-sent events response streaming the bus's events whose topic is in `topics`.
 * The caller authorises the request first (requirePermission); the stream ends when the
 * client goes away or the server shuts down. Browsers reconnect by themselves (retry: 2000).
 * Over the owner's or the process's stream cap the answer is 429 with a message, and the
 * connection is closed after it.
 */
export function eventStream(options: {
  request: Request;
  events: EventBus;
  topics: readonly string[];
  owner: StreamOwner;
}): Response {
  const { request, events, topics, owner } = options;
  const slot = events.streams.take(owner.key);
  if ("refused" in slot) {
    return Response.json(
      { message: slot.refused },
      { status: 429, headers: { "Cache-Control": "no-store", "Retry-After": "60", Connection: "close" } },
    );
  }
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      send("retry: 2000\n: connected\n\n");
      const unsubscribe = events.subscribe((event: LiveEvent) => {
        if (topics.includes(event.topic)) send(`event: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => send(": ping\n\n"), 25_000);
      const stopClose = events.onClose(() => cleanup());
      let done = false;
      cleanup = () => {
        if (done) return;
        done = true;
        clearInterval(heartbeat);
        unsubscribe();
        stopClose();
        slot.release();
        try {
          controller.close();
        } catch {}
      };
      if (request.signal.aborted) cleanup();
      else request.signal.addEventListener("abort", () => cleanup());
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
