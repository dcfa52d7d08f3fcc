// The bus is in the bottom layer (app/base/, issue 28 item 19): app/context.server.ts carries it.
export * from "~/base/events.server";
