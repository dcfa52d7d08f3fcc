import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { Role } from "~/permissions";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { getCalendarFeedPath, regenerateCalendarFeed } from "./calendar-feed.server";
import { createReservation } from "./create-reservation.server";
import { deleteReservation } from "./delete-reservation.server";
import { getDeletionRequestState } from "./deletion-request-state.server";
import { expiredHoldsSinceLastVisit } from "./expired-holds-since-visit.server";
import { exportReservationsCsv, exportReservationsXlsx } from "./export-reservations.server";
import { getHoldInfo } from "./hold-info.server";
import { listReservationsInRange } from "./list-reservations-in-range.server";
import {
  getCalendarMonth,
  getReservation,
  listPastReservations,
  listPendingDeletionRequests,
  listSoftDeletedReservations,
  listUpcomingReservations,
} from "./list-reservations.server";
import { resetMessageTemplate, saveMessageTemplate } from "./message-templates.server";
import { newReservationPrefill } from "./new-reservation-prefill.server";
import { processDeletionRequest } from "./process-deletion-request.server";
import { requestDeletion } from "./request-deletion.server";
import { restoreReservation } from "./restore-reservation.server";
import { searchReservations } from "./search-reservations.server";
import { sendClientEmail } from "./send-client-email.server";
import { listClientMessages, sendWhatsapp } from "./send-whatsapp.server";
import { softDeleteReservation } from "./soft-delete-reservation.server";
import { input } from "./test-fixtures";
import { updateReservation } from "./update-reservation.server";

// Issue 28 item 20: every reservation use case checks the permission table again itself
// (`authorize`), whoever calls it. Each is called here directly, not through its route, by every
// role spec 6 refuses it (and a role the table does not know): a 403 DomainError, and nothing in
// the database changed. The fixtures are such that the call would succeed without the check (a
// soft-deleted reservation to restore, a pending request to process, …), so a use case that lost
// its check fails here, not on some other refusal.
let h: RouteHarness;
let live: string;
let softDeleted: string;
let requestId: string;
const unknown: Actor = {
  id: "00000000-0000-4000-8000-0000000000ff",
  email: "unknown@eden.test",
  role: "chef",
};

beforeAll(async () => {
  h = await createRouteHarness();
  const admin = h.actor("admin");
  ({ id: live } = await createReservation(h.db, {
    actor: admin,
    input: input({ eventDate: "2099-07-01", status: "pending" }),
    events: h.events,
  }));
  ({ id: softDeleted } = await createReservation(h.db, {
    actor: admin,
    // No advance: a reservation with payments cannot be deleted (issue 27 item 15).
    input: input({
      eventDate: "2099-07-02",
      eventStartTime: "10:00",
      eventEndTime: "12:00",
      advanceAmountReceived: "0",
    }),
    events: h.events,
  }));
  await softDeleteReservation(h.db, { actor: h.actor("operations"), id: softDeleted, events: h.events });
  const { id: pendingFor } = await createReservation(h.db, {
    actor: admin,
    input: input({ eventDate: "2099-07-03", advanceAmountReceived: "0" }),
    events: h.events,
  });
  ({ id: requestId } = await requestDeletion(h.db, {
    actor: h.actor("manager"),
    id: pendingFor,
    events: h.events,
  }));
});
afterAll(() => h.close());

/** Everything a refused call could have changed. */
async function snapshot() {
  return queryRows(
    h.db,
    sql`select
          (select coalesce(json_agg(r order by r.id), '[]') from reservations r)::text as reservations,
          (select coalesce(json_agg(d order by d.id), '[]') from deletion_requests d)::text as requests,
          (select count(*) from audit_log)::int as audit,
          (select count(*) from outbox_messages)::int as outbox,
          (select coalesce(json_agg(m order by m.kind), '[]') from message_templates m)::text as templates,
          (select coalesce(json_agg(f order by f.user_id), '[]') from calendar_feeds f)::text as feeds`,
  );
}

type Call = (actor: Actor) => Promise<unknown>;

/** Each use case, and the roles spec 6 (or the issue that added it) refuses it. */
const useCases: [string, Role[], Call][] = [
  [
    "createReservation",
    ["accounts"],
    (actor) =>
      createReservation(h.db, { actor, input: input({ eventDate: "2099-07-10" }), events: h.events }),
  ],
  [
    "newReservationPrefill",
    ["accounts"],
    (actor) =>
      newReservationPrefill(h.db, { actor, url: new URL("http://eden.test/luxebooking/new-reservation") }),
  ],
  [
    "updateReservation",
    ["manager", "accounts"],
    (actor) =>
      updateReservation(h.db, {
        actor,
        id: live,
        input: input({ eventDate: "2099-07-01", status: "pending", guestCount: 77, version: 1 }),
        events: h.events,
      }),
  ],
  [
    "softDeleteReservation",
    ["admin", "manager", "accounts"],
    (actor) => softDeleteReservation(h.db, { actor, id: live, events: h.events }),
  ],
  [
    "restoreReservation",
    ["operations", "manager", "accounts"],
    (actor) => restoreReservation(h.db, { actor, id: softDeleted, events: h.events }),
  ],
  [
    "deleteReservation",
    ["operations", "manager", "accounts"],
    (actor) => deleteReservation(h.db, { actor, id: live, events: h.events }),
  ],
  [
    "requestDeletion",
    ["admin", "operations"],
    (actor) => requestDeletion(h.db, { actor, id: live, events: h.events }),
  ],
  [
    "processDeletionRequest (approve)",
    ["manager", "accounts"],
    (actor) => processDeletionRequest(h.db, { actor, requestId, decision: "approve", events: h.events }),
  ],
  [
    "processDeletionRequest (reject)",
    ["manager", "accounts"],
    (actor) => processDeletionRequest(h.db, { actor, requestId, decision: "reject", events: h.events }),
  ],
  [
    "listPendingDeletionRequests",
    ["manager", "accounts"],
    (actor) => listPendingDeletionRequests(h.db, { actor }),
  ],
  [
    "listSoftDeletedReservations",
    ["operations", "manager", "accounts"],
    (actor) => listSoftDeletedReservations(h.db, { actor }),
  ],
  [
    "exportReservationsCsv",
    ["manager", "operations"],
    (actor) => exportReservationsCsv(h.db, { actor, search: { q: "" } }),
  ],
  [
    "exportReservationsXlsx",
    ["manager", "operations"],
    (actor) => exportReservationsXlsx(h.db, { actor, search: { q: "" } }),
  ],
  [
    "saveMessageTemplate",
    ["manager", "operations", "accounts"],
    (actor) =>
      saveMessageTemplate(h.db, {
        actor,
        input: { kind: "confirmation", text: "Hello {client_name}", subject: "Hi" },
        events: h.events,
      }),
  ],
  [
    "resetMessageTemplate",
    ["manager", "operations", "accounts"],
    (actor) => resetMessageTemplate(h.db, { actor, kind: "confirmation", events: h.events }),
  ],
  // Every role sees reservations and the calendar (spec 6 'Past reservations', 'Dashboard'):
  // only a role the table does not know is refused.
  ["getReservation", [], (actor) => getReservation(h.db, { actor, id: live })],
  ["listUpcomingReservations", [], (actor) => listUpcomingReservations(h.db, { actor })],
  ["listPastReservations", [], (actor) => listPastReservations(h.db, { actor })],
  [
    "getCalendarMonth",
    [],
    (actor) => getCalendarMonth(h.db, { actor, month: { year: 2099, month: 7 }, selectedDate: "2099-07-01" }),
  ],
  ["searchReservations", [], (actor) => searchReservations(h.db, { actor, search: { q: "" } })],
  [
    "listReservationsInRange",
    [],
    (actor) => listReservationsInRange(h.db, { actor, range: { from: "2099-07-01", to: "2099-07-31" } }),
  ],
  ["getHoldInfo", [], (actor) => getHoldInfo(h.db, { actor, id: live })],
  ["getDeletionRequestState", [], (actor) => getDeletionRequestState(h.db, { actor, reservationId: live })],
  ["expiredHoldsSinceLastVisit", [], (actor) => expiredHoldsSinceLastVisit(h.db, { actor })],
  [
    "sendWhatsapp",
    [],
    (actor) => sendWhatsapp(h.db, { actor, id: live, kind: "confirmation", events: h.events }),
  ],
  ["listClientMessages", [], (actor) => listClientMessages(h.db, { actor, id: live })],
  [
    "sendClientEmail",
    [],
    (actor) =>
      sendClientEmail(h.db, {
        actor,
        id: live,
        kind: "confirmation",
        events: h.events,
        env: { PUBLIC_URL: "http://eden.test" },
      }),
  ],
  ["getCalendarFeedPath", [], (actor) => getCalendarFeedPath(h.db, { actor })],
  ["regenerateCalendarFeed", [], (actor) => regenerateCalendarFeed(h.db, { actor })],
];

describe("reservation use cases called directly", () => {
  it.each(useCases)(
    "%s refuses %j and an unknown role with 403, changing nothing",
    async (_name, refused, call) => {
      for (const actor of [...refused.map((role) => h.actor(role)), unknown]) {
        const before = await snapshot();
        const error = await call(actor).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error, `${actor.role}: ${String(error)}`).toBeInstanceOf(DomainError);
        expect((error as DomainError).status, actor.role).toBe(403);
        expect(await snapshot(), actor.role).toEqual(before);
      }
    },
  );
});
