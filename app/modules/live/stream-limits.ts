// In the bottom layer with the bus that holds it (app/base/, issue 28 item 19).
export * from "~/base/stream-limits";
