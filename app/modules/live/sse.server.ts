import type { EventBus, LiveEvent } from "./events.server";

const encoder = new TextEncoder();

/**
 * A server-sent events response streaming the bus's events whose topic is in `topics`.
 * The caller authorises the request first (requirePermission); the stream ends when the
 * client goes away or the server shuts down. Browsers reconnect by themselves (retry: 2000).
 */
export function eventStream(options: {
  request: Request;
  events: EventBus;
  topics: readonly string[];
}): Response {
  const { request, events, topics } = options;
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
        try {
          controller.close();
        } catch {}
      };
      request.signal.addEventListener("abort", () => cleanup());
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
