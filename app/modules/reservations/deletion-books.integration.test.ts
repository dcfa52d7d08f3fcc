import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { billingDocuments, billingSettings, deletionRequests, payments, reservations } from "~/db/schema";
import { issueQuotation } from "~/modules/billing/documents.server";
import { recordPayment } from "~/modules/billing/ledger.server";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";
import { todayIST } from "~/modules/time";
import * as detailRoute from "~/routes/luxebooking/reservation";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { createReservation } from "./create-reservation.server";
import { deleteReservation } from "./delete-reservation.server";
import { processDeletionRequest } from "./process-deletion-request.server";
import { requestDeletion } from "./request-deletion.server";
import { softDeleteReservation } from "./soft-delete-reservation.server";
import { input } from "./test-fixtures";
import { updateReservation } from "./update-reservation.server";

/**
 * Issue 27 item 15: a reservation with payments or issued documents keeps its books. Deleting it
 * for good, soft-deleting it (directly or through the edit form), putting it up for deletion and
 * approving such a request are refused for every role, in the use cases themselves.
 */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  for (const table of [deletionRequests, billingDocuments, payments, reservations, billingSettings])
    await h.db.delete(table);
});

const refusal = {
  status: 409,
  message: "This reservation has payments or tax documents. Cancel it instead.",
};
let day = 0;
const seed = async (books: "payment" | "quotation" | "none") => {
  const { id } = await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    input: input({ eventDate: `2099-04-${String(++day).padStart(2, "0")}`, advanceAmountReceived: "0" }),
  });
  if (books === "payment")
    await recordPayment(h.db, {
      actor: h.actor("accounts"),
      reservationId: id,
      events: h.events,
      input: { amount: 5_000_00, paidOn: todayIST(), mode: "upi", reference: "", note: "" },
    });
  if (books === "quotation") {
    await saveBillingSettings(h.db, {
      actor: h.actor("admin"),
      events: h.events,
      input: billingSettingsInput(),
    });
    await issueQuotation(h.db, { actor: h.actor("manager"), reservationId: id, events: h.events });
  }
  return id;
};
const exists = async (id: string) =>
  (await h.db.select().from(reservations).where(eq(reservations.id, id)))[0]?.status ?? null;

describe.each(["payment", "quotation"] as const)("a reservation with a %s", (books) => {
  it("admin: no permanent delete, and no soft delete through the edit form", async () => {
    const id = await seed(books);
    await expect(
      deleteReservation(h.db, { actor: h.actor("admin"), id, events: h.events }),
    ).rejects.toMatchObject(refusal);
    const [r] = await h.db.select().from(reservations).where(eq(reservations.id, id));
    await expect(
      updateReservation(h.db, {
        actor: h.actor("admin"),
        id,
        events: h.events,
        input: input({
          eventDate: r!.eventDate,
          status: "soft-deleted",
          advanceAmountReceived: "0",
          version: r!.version,
        }),
      }),
    ).rejects.toMatchObject(refusal);
    expect(await exists(id)).toBe("confirmed");
  });

  it("operations: no soft delete", async () => {
    const id = await seed(books);
    await expect(
      softDeleteReservation(h.db, { actor: h.actor("operations"), id, events: h.events }),
    ).rejects.toMatchObject(refusal);
    expect(await exists(id)).toBe("confirmed");
  });

  it.each(["manager", "accounts"] as const)("%s: no deletion request", async (role) => {
    const id = await seed(books);
    await expect(requestDeletion(h.db, { actor: h.actor(role), id, events: h.events })).rejects.toMatchObject(
      refusal,
    );
    expect(await h.db.$count(deletionRequests)).toBe(0);
  });

  it.each(["admin", "operations"] as const)(
    "%s: a request made before the books cannot be approved; it stays pending",
    async (role) => {
      const { id } = await createReservation(h.db, {
        events: h.events,
        actor: h.actor("admin"),
        input: input({ eventDate: `2099-05-${String(++day).padStart(2, "0")}`, advanceAmountReceived: "0" }),
      });
      const { id: requestId } = await requestDeletion(h.db, {
        actor: h.actor("manager"),
        id,
        events: h.events,
      });
      await recordPayment(h.db, {
        actor: h.actor("accounts"),
        reservationId: id,
        events: h.events,
        input: { amount: 1_000_00, paidOn: todayIST(), mode: "upi", reference: "", note: "" },
      });
      await expect(
        processDeletionRequest(h.db, {
          actor: h.actor(role),
          requestId,
          decision: "approve",
          events: h.events,
        }),
      ).rejects.toMatchObject(refusal);
      expect(await exists(id)).toBe("confirmed");
      const [request] = await h.db.select().from(deletionRequests).where(eq(deletionRequests.id, requestId));
      expect(request!.status).toBe("pending");
    },
  );
});

describe("over the detail screen's action", () => {
  it("answers the refusal as a toast, for each role's delete", async () => {
    const id = await seed("payment");
    for (const [role, intent] of [
      ["admin", "delete"],
      ["operations", "soft-delete"],
      ["manager", "request-delete"],
      ["accounts", "request-delete"],
    ] as const) {
      const answer = await h.reply(detailRoute.action, {
        as: role,
        url: `/luxebooking/reservation/${id}`,
        params: { id },
        form: { intent },
      });
      expect(answer, `${role} ${intent}`).toEqual({
        status: 409,
        body: { ok: false, error: refusal.message },
      });
    }
    expect(await exists(id)).toBe("confirmed");
  });

  it("a reservation without payments or documents is still deleted as the spec says", async () => {
    const id = await seed("none");
    await deleteReservation(h.db, { actor: h.actor("admin"), id, events: h.events });
    expect(await exists(id)).toBeNull();
  });
});
