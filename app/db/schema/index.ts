// Every module's tables; each module owns its file and its migration folder (drizzle/NN-module).
export * from "./core";
export * from "./outbox";
export * from "./reservations";
export * from "./site";
export * from "./menu";
export * from "./billing";
export * from "./billing-filing";
export * from "./tables";
export * from "./client-page";
