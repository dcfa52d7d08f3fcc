import type { LiveTopic } from "~/modules/live/topics";

/** Each live topic's stream (its events carry the topic as their name); free of React for page scripts. */
export const liveStreams = {
  reservations: "/api/v1/reservations/events",
  enquiries: "/api/enquiries/events",
  menu: "/api/v1/menu/events",
  tables: "/api/v1/tables/events",
  floor: "/api/v1/tables/floor/events",
} as const satisfies Partial<Record<LiveTopic, string>>;

export type LiveStreamTopic = keyof typeof liveStreams;
