import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { dataAgeFrom, startLiveClient } from "./live-client";
import { type LiveStreamTopic, liveStreams as streams } from "./live-streams";

/**
 * Keeps the screen current: another user's change to `topic` arrives over server-sent events and
 * re-runs this page's loaders (lists, counts, details), with the behaviour of startLiveClient
 * (health check before reloading, reconnect with backoff, debounce, stop once the session ends).
 * `enabled` false (nobody signed in yet) opens no stream.
 */
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
      // On the page's first render (hydration: the root marks `html[data-hydrated]` only after its
      // children's effects) the data came with the document; after a client-side navigation the
      // loaders answered just before this render.
      dataAge: dataAgeFrom(() => !document.documentElement.hasAttribute("data-hydrated")),
    });
  }, [topic, enabled]);
}
