import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type { LiveTopic } from "~/modules/live/topics";
import { startLiveClient } from "./live-client";

/** Each live topic's stream (its events carry the topic as their name). */
const streams = {
  reservations: "/api/v1/reservations/events",
  enquiries: "/api/enquiries/events",
  menu: "/api/v1/menu/events",
} as const satisfies Partial<Record<LiveTopic, string>>;

export type LiveStreamTopic = keyof typeof streams;

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
    return startLiveClient({ url: streams[topic], event: topic, reload: () => latest.current() });
  }, [topic, enabled]);
}
