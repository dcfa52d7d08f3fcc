/**
 * What live events are about; a topic is also the SSE event name the browser listens for.
 * reservations, menu, enquiries and site (the site's pictures) follow staff changes; sessions
 * tells every instance that a session ended (its id is the token's hash). Issue 31: tables (table
 * bookings and their settings), floor (table-service requests from the QR menu).
 */
export type LiveTopic = "reservations" | "menu" | "enquiries" | "site" | "sessions" | "tables" | "floor";
