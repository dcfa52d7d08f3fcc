import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { startLiveClient } from "./live-client";
import { type LiveStreamTopic, liveStreams as streams } from "./live-streams";

/**
 * Keeps the screen current: another user's change to `topic` arrives over server-sent events and
 * re-runs this page's loaders (lists, counts, details), with the behaviour of startLiveClient
 * (health check before reloading, reconnect with backoff, debounce, stop once the session ends).
 * `enabled` false (nobody signed in yet) opens no stream.
 */
/**
 * How old this screen's data is, measured from now on. On the page's first render (hydration: the
 * root marks `html[data-hydrated]` only after its children's effects) the data came with the
 * document, requested at the navigation's `requestStart`; after a client-side navigation the
 * loaders answered just before this render.
 */
function pageDataAge(): () => number {
  const hydrating = !document.documentElement.hasAttribute("data-hydrated");
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const readAt = hydrating && navigation ? navigation.requestStart : performance.now();
  return () => performance.now() - readAt;
}

export function useLiveRevalidation(topic: LiveStreamTopic, enabled = true) {
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  latest.current = revalidate;
  useEffect(() => {
    if (!enabled) return;
    return startLiveClient({
      url: streams[topic],
      event: topic,
      reload: () => latest.current(),
      dataAge: pageDataAge(),
    });
  }, [topic, enabled]);
}
