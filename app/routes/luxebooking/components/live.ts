import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

export const RESERVATIONS_EVENTS_URL = "/api/v1/reservations/events";
const RECONNECT_MS = 2000;

/**
 * Keeps every staff screen current: another user's change arrives over server-sent events and
 * re-runs this page's loaders (calendar, lists, counts, detail). The browser's own retry covers
 * dropped connections; when the stream is refused outright (server restarting answers 503), we
 * reconnect ourselves, and after any reconnect we reload once to catch what was missed.
 */
export function useLiveReservations(enabled: boolean) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let missed = false;
    let stopped = false;
    // Reload only from a server that answers: a reload sent to a server that is stopping or still
    // starting would fail and replace the page with an error screen.
    const reload = async (attempt = 0) => {
      if (stopped) return;
      const healthy = await fetch("/api/health", { cache: "no-store" }).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) await revalidate.current();
      else if (attempt < 30) debounce = setTimeout(() => void reload(attempt + 1), RECONNECT_MS);
    };
    const refresh = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => void reload(), 150);
    };
    const connect = () => {
      if (stopped) return;
      source = new EventSource(RESERVATIONS_EVENTS_URL);
      source.addEventListener("reservations", refresh);
      source.onopen = () => {
        if (missed) refresh();
        missed = false;
      };
      source.onerror = () => {
        missed = true;
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reconnect = setTimeout(connect, RECONNECT_MS);
        }
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(reconnect);
      clearTimeout(debounce);
      source?.close();
    };
  }, [enabled]);
}
