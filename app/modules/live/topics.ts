// In the bottom layer with the bus (app/base/, issue 28 item 19).
export type { LiveTopic } from "~/base/live-topics";
