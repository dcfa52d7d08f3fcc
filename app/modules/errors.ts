// DomainError lives in the bottom layer (app/base/errors.ts, issue 28 item 19) so that
// app/permissions.ts needs nothing from modules/; use cases keep importing it from here.
export * from "~/base/errors";
