import * as reservationsExportRoute from "~/routes/api/reservations-export";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "~/db/schema";
import { createUser } from "~/modules/auth/users.server";
import { type Outcome, createRouteHarness, type RouteHarness } from "../tests/support/route-harness";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { requestDeletion } from "~/modules/reservations/request-deletion.server";
import { softDeleteReservation } from "~/modules/reservations/soft-delete-reservation.server";
import { input } from "~/modules/reservations/test-fixtures";
import * as menuEntriesRoute from "~/routes/api/menu-entries";
import * as guestDataRoute from "~/routes/api/menu-guest-data";
import * as menuAdminRoute from "~/routes/guntoor/admin";
import * as accountsRoute from "~/routes/luxebooking/accounts";
import * as adminIndexRoute from "~/routes/luxebooking/admin/index";
import * as pendingRoute from "~/routes/luxebooking/admin/pending-deletions";
import * as picturesRoute from "~/routes/luxebooking/admin/pictures";
import * as softDeletedRoute from "~/routes/luxebooking/admin/soft-deleted-reservations";
import * as staffRoute from "~/routes/luxebooking/admin/staff";
import * as accountRoute from "~/routes/luxebooking/account";
import * as auditRoute from "~/routes/luxebooking/admin/audit";
import * as loginRoute from "~/routes/luxebooking/login";
import * as dashboardRoute from "~/routes/luxebooking/dashboard";
import * as editRoute from "~/routes/luxebooking/edit-reservation";
import * as enquiryRoute from "~/routes/luxebooking/enquiries-detail";
import * as enquiriesRoute from "~/routes/luxebooking/enquiries";
import * as managerRoute from "~/routes/luxebooking/manager";
import * as newRoute from "~/routes/luxebooking/new-reservation";
import * as operationsRoute from "~/routes/luxebooking/operations";
import * as pastRoute from "~/routes/luxebooking/past-reservations";
import * as registerRoute from "~/routes/luxebooking/register";
import * as detailRoute from "~/routes/luxebooking/reservation";
import * as billingSettingsRoute from "~/routes/luxebooking/admin/billing-settings";
import * as messagesRoute from "~/routes/luxebooking/admin/messages";
import * as hallSettingsRoute from "~/routes/luxebooking/admin/hall-settings";
import * as bankStatementsRoute from "~/routes/luxebooking/bank-statements";
import * as clientPageRoute from "~/routes/luxebooking/client-page";
import * as paymentsRoute from "~/routes/luxebooking/billing/payments";
import * as documentsRoute from "~/routes/luxebooking/billing/documents";
import * as linesRoute from "~/routes/luxebooking/billing/lines";
import * as overviewRoute from "~/routes/luxebooking/admin/overview";
import { addLine } from "~/modules/billing/lines.server";
import { listTaxLines } from "~/modules/billing/tax-lines.server";
import * as gstExportRoute from "~/routes/luxebooking/billing/gst-export";
import * as tableBookingsRoute from "~/routes/luxebooking/table-bookings";
import * as tableSettingsRoute from "~/routes/luxebooking/table-booking-settings";
import * as floorRoute from "~/routes/luxebooking/floor";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { todayIST } from "~/modules/time";
import { type Capability, capabilities, type Role, roles } from "./permissions";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";

/**
 * Spec 6 (and the choices docs/architecture.md records where it is silent), checked where it
 * matters: every capability through a real route that guards it, once per role, with a real
 * session and database. Each row says, in the spec's terms, which roles it lets through; a wrong
 * cell of the table, or a route guarding the wrong capability, changes an answer here.
 */
let h: RouteHarness;
let day = 0;

beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());

/**
 * A reservation of its own for each probe (pending: never a double booking; confirmed only on a
 * future date of its own, as a tax invoice needs, issue 27 item 14), in the future or the past. No
 * advance: a reservation with payments cannot be deleted (issue 27 item 15).
 */
async function reservation(options: { past?: boolean; softDeleted?: boolean; confirmed?: boolean } = {}) {
  day++;
  const eventDate = options.past
    ? `2001-01-${String((day % 28) + 1).padStart(2, "0")}`
    : `2099-${dateOf(day)}`;
  const { id } = await createReservation(h.db, {
    actor: h.actor("admin"),
    // A tax invoice needs the recipient's address (rule 46).
    input: input({
      eventDate,
      status: options.confirmed && !options.past ? "confirmed" : "pending",
      advanceAmountReceived: "0",
      billingAddress: "7 Lake View Road, Bengaluru",
    }),
    events: h.events,
  });
  if (options.softDeleted)
    await softDeleteReservation(h.db, { actor: h.actor("operations"), id, events: h.events });
  return id;
}

/** Documents need the business's settings first. */
async function billingReady() {
  await saveBillingSettings(h.db, {
    actor: h.actor("admin"),
    events: h.events,
    input: billingSettingsInput(),
  });
}

function dateOf(n: number) {
  const date = new Date(Date.UTC(2099, 0, 1) + n * 86_400_000);
  return date.toISOString().slice(5, 10);
}

const reservationForm = (overrides: Record<string, string> = {}) => ({
  eventName: "Permission Probe",
  eventDate: `2099-${dateOf(++day)}`,
  eventStartTime: "18:00",
  eventEndTime: "22:00",
  clientName: "Client",
  clientEmail: "client@example.com",
  clientPhone: "+91 98450 12345",
  guestCount: "10",
  mealType: "veg",
  perPersonAmount: "100",
  gstType: "percentage",
  gstValue: "18",
  status: "pending",
  ...overrides,
});

async function detailAction(
  who: Role,
  intent: string,
  options: { past?: boolean; softDeleted?: boolean } = {},
) {
  const id = await reservation(options);
  return h.call(detailRoute.action, {
    as: who,
    url: `/luxebooking/reservation/${id}`,
    form: { intent },
    params: { id },
  });
}

// Spec 6 'Delete' row: the kind of delete each role's screen offers.
const ownDelete: Record<Role, string> = {
  admin: "delete",
  operations: "soft-delete",
  manager: "request-delete",
  accounts: "request-delete",
};

interface Row {
  capability: Capability;
  /** The roles the spec lets through (the others are denied). */
  allowed: Role[];
  /** The screen's denial text, where the spec gives one. */
  denial?: string;
  probe: (who: Role) => Promise<Outcome>;
  /** Whether the answer let the role through; by default, any answer below 400. */
  granted?: (outcome: Outcome) => boolean;
}

const dataShown = (outcome: Outcome) => (outcome.body as { data: unknown }).data !== null;

const spec6: Row[] = [
  {
    capability: "user.register",
    allowed: ["admin"],
    denial: "Only administrators can register new users.",
    probe: (who) =>
      h.call(registerRoute.action, {
        as: who,
        url: "/luxebooking/admin/register",
        form: {
          email: `registered-by-${who}@permissions.test`,
          password: "a long password",
          confirmPassword: "a long password",
          role: "manager",
        },
      }),
  },
  {
    capability: "calendar.view",
    allowed: ["admin", "manager", "operations", "accounts"],
    probe: (who) => h.call(dashboardRoute.loader, { as: who, url: "/luxebooking" }),
    granted: dataShown,
  },
  {
    capability: "reservation.view",
    allowed: ["admin", "manager", "operations", "accounts"],
    probe: async (who) => {
      const id = await reservation();
      return h.call(detailRoute.loader, { as: who, url: `/luxebooking/reservation/${id}`, params: { id } });
    },
  },
  {
    capability: "reservation.create",
    allowed: ["admin", "operations", "manager"],
    denial: "You do not have permission to add new reservations.",
    probe: (who) =>
      h.call(newRoute.action, { as: who, url: "/luxebooking/new-reservation", form: reservationForm() }),
  },
  {
    capability: "reservation.hold.set",
    allowed: ["admin", "operations", "manager"],
    probe: (who) =>
      h.call(newRoute.action, {
        as: who,
        url: "/luxebooking/new-reservation",
        form: reservationForm({ holdUntil: "2099-01-01T10:00" }),
      }),
  },
  {
    capability: "reservation.edit",
    allowed: ["admin", "operations"],
    denial: "You do not have permission to edit reservations.",
    probe: async (who) => {
      const id = await reservation();
      const form = reservationForm({ guestCount: "77", version: "1" });
      return h.call(editRoute.action, {
        as: who,
        url: `/luxebooking/edit-reservation/${id}`,
        form,
        params: { id },
      });
    },
  },
  {
    capability: "reservation.status.softDeleted",
    allowed: ["admin"],
    denial: "You do not have permission to edit reservations.",
    probe: async (who) => {
      const id = await reservation();
      const form = reservationForm({ status: "soft-deleted", version: "1" });
      return h.call(editRoute.action, {
        as: who,
        url: `/luxebooking/edit-reservation/${id}`,
        form,
        params: { id },
      });
    },
  },
  {
    capability: "reservation.delete.permanent",
    allowed: ["admin"],
    probe: (who) => detailAction(who, "delete"),
  },
  {
    capability: "reservation.delete.soft",
    allowed: ["operations"],
    probe: (who) => detailAction(who, "soft-delete"),
  },
  {
    capability: "reservation.delete.request",
    allowed: ["manager", "accounts"],
    probe: (who) => detailAction(who, "request-delete"),
  },
  {
    capability: "reservation.restore",
    allowed: ["admin"],
    probe: (who) => detailAction(who, "restore", { softDeleted: true }),
  },
  {
    capability: "reservation.softDeleted.view",
    allowed: ["admin"],
    denial: "Only administrators can access this page.",
    probe: (who) =>
      h.call(softDeletedRoute.loader, { as: who, url: "/luxebooking/admin/soft-deleted-reservations" }),
  },
  {
    capability: "reservation.past.view",
    allowed: ["admin", "manager", "operations", "accounts"],
    probe: (who) => h.call(pastRoute.loader, { as: who, url: "/luxebooking/past-reservations" }),
  },
  {
    capability: "reservation.past.act",
    allowed: ["admin"],
    denial: "Only administrators can change past reservations.",
    probe: (who) => detailAction(who, ownDelete[who], { past: true }),
  },
  {
    capability: "deletionRequest.view",
    allowed: ["admin", "operations"],
    probe: (who) => h.call(pendingRoute.loader, { as: who, url: "/luxebooking/admin/pending-deletions" }),
  },
  {
    capability: "deletionRequest.process",
    allowed: ["admin", "operations"],
    probe: async (who) => {
      const id = await reservation();
      const { id: requestId } = await requestDeletion(h.db, {
        actor: h.actor("manager"),
        id,
        events: h.events,
      });
      return h.call(pendingRoute.action, {
        as: who,
        url: "/luxebooking/admin/pending-deletions",
        form: { decision: "reject", requestId },
      });
    },
  },
  {
    capability: "dashboard.admin",
    allowed: ["admin"],
    // Spec 6: the admin dashboard renders blank for non-admins.
    probe: (who) => h.call(adminIndexRoute.loader, { as: who, url: "/luxebooking/admin" }),
    granted: dataShown,
  },
  {
    capability: "dashboard.manager",
    allowed: ["manager", "admin"],
    denial: "You don't have permission to access the manager dashboard.",
    probe: (who) => h.call(managerRoute.loader, { as: who, url: "/luxebooking/manager" }),
  },
  {
    capability: "dashboard.operations",
    allowed: ["operations", "admin"],
    probe: (who) => h.call(operationsRoute.loader, { as: who, url: "/luxebooking/operations" }),
  },
  {
    capability: "dashboard.accounts",
    allowed: ["accounts", "admin"],
    denial: "Only Accounts and Admin users can access this calendar view directly.",
    probe: (who) => h.call(accountsRoute.loader, { as: who, url: "/luxebooking/accounts" }),
  },
  {
    capability: "menu.manage",
    allowed: ["admin", "manager"],
    probe: (who) => h.call(menuAdminRoute.loader, { as: who, url: "/guntoormenuadmin" }),
  },
  {
    capability: "customerEntry.view",
    allowed: ["admin", "manager"],
    probe: (who) => h.call(menuEntriesRoute.loader, { as: who, url: "/api/v1/menu/entries" }),
  },
  {
    capability: "guestData.manage",
    allowed: ["admin", "manager"],
    probe: (who) =>
      h.call(guestDataRoute.action, {
        as: who,
        url: "/api/v1/menu/guest-data",
        form: { intent: "find", phone: "9876543210", name: "Asha" },
      }),
  },
  {
    capability: "reservation.export",
    allowed: ["admin", "accounts"],
    probe: (who) =>
      h.call(reservationsExportRoute.loader, { as: who, url: "/api/v1/reservations/export.csv" }),
  },
  {
    capability: "enquiry.view",
    allowed: ["admin", "manager"],
    probe: (who) => h.call(enquiriesRoute.loader, { as: who, url: "/luxebooking/enquiries" }),
  },
  {
    capability: "enquiry.handle",
    allowed: ["admin", "manager"],
    probe: async (who) => {
      const [row] = await h.db
        .insert(enquiries)
        .values({
          name: "Ananya Rao",
          email: "ananya@example.com",
          phone: "9845012345",
          subject: "Dinner",
          message: "A table for four.",
          senderKey: "k",
          captcha: "verified",
        })
        .returning({ id: enquiries.id });
      const id = row!.id;
      return h.call(enquiryRoute.action, {
        as: who,
        url: `/luxebooking/enquiries/${id}`,
        form: { intent: "handled" },
        params: { id },
      });
    },
  },
  {
    capability: "site.pictures.manage",
    allowed: ["admin", "manager"],
    probe: (who) => h.call(picturesRoute.loader, { as: who, url: "/luxebooking/admin/pictures" }),
  },
  // Issue 14: staff accounts are the admin's; every role keeps its own account.
  {
    capability: "staff.manage",
    allowed: ["admin"],
    denial: "Only administrators can manage staff accounts.",
    probe: async (who) => {
      const target = await createUser(h.db, {
        email: `staff-probe-${who}@permissions.test`,
        password: "a long password",
        role: "accounts",
        actor: null,
      });
      return h.call(staffRoute.action, {
        as: who,
        url: "/luxebooking/admin/staff",
        form: { intent: "end-sessions", userId: target.id },
      });
    },
  },
  {
    capability: "audit.view",
    allowed: ["admin"],
    denial: "Only administrators can read the audit trail.",
    probe: (who) => h.call(auditRoute.loader, { as: who, url: "/luxebooking/admin/audit" }),
  },
  {
    capability: "reservation.history.view",
    allowed: ["admin", "operations"],
    probe: async (who) => {
      const id = await reservation();
      return h.call(detailRoute.loader, { as: who, url: `/luxebooking/reservation/${id}`, params: { id } });
    },
    granted: (outcome) => (outcome.body as { history: unknown }).history !== null,
  },
  {
    capability: "twoFactor.required",
    allowed: ["admin"],
    // After the password, the role's sign-in goes on to the two-factor enrolment.
    probe: async (who) => {
      const email = `two-factor-probe-${who}@permissions.test`;
      await createUser(h.db, { email, password: "a long password", role: who, actor: null });
      return h.call(loginRoute.action, {
        url: "/luxebooking/login",
        form: { email, password: "a long password" },
        clientIp: "10.77.0.1",
      });
    },
    granted: (outcome) => String(outcome.body).startsWith("/luxebooking/two-factor/setup"),
  },
  {
    capability: "account.manage",
    allowed: ["admin", "manager", "operations", "accounts"],
    probe: (who) => h.call(accountRoute.loader, { as: who, url: "/luxebooking/account" }),
  },
  // Issue 15 (billing).
  {
    capability: "billing.settings.manage",
    allowed: ["admin"],
    denial: "Only administrators can change billing settings.",
    probe: (who) =>
      h.call(billingSettingsRoute.loader, { as: who, url: "/luxebooking/admin/billing-settings" }),
  },
  {
    capability: "messages.templates.manage",
    allowed: ["admin"],
    denial: "Only administrators can edit client messages.",
    probe: (who) =>
      h.call(messagesRoute.action, {
        as: who,
        url: "/luxebooking/admin/messages",
        form: { intent: "save", kind: "thank-you", subject: "Thanks", text: "Thank you, {clientName}!" },
      }),
  },
  {
    // Issue 32 item 7: confirming over another client's 1st-option hold (admin and operations).
    capability: "reservation.hold.override",
    allowed: ["admin", "operations"],
    probe: async (who) => {
      const form = reservationForm({
        status: "confirmed",
        holdOverride: "on",
        holdOverrideReason: "Paid in full",
      });
      await createReservation(h.db, {
        actor: h.actor("manager"),
        input: input({ eventName: "Held first", eventDate: form.eventDate, status: "pending" }),
        events: h.events,
      });
      return h.call(newRoute.action, { as: who, url: "/luxebooking/new-reservation", form });
    },
  },
  {
    // Issue 32 item 9: the hall's settings (the time between events).
    capability: "hall.settings.manage",
    allowed: ["admin"],
    denial: "Only administrators can change the hall's settings.",
    probe: (who) =>
      h.call(hallSettingsRoute.action, {
        as: who,
        url: "/luxebooking/admin/hall-settings",
        form: { turnaroundMinutes: "60" },
      }),
  },
  {
    // Issue 32 item 12: the owner's overview.
    capability: "overview.view",
    allowed: ["admin"],
    denial: "Only administrators can see the owner's overview.",
    probe: (who) => h.call(overviewRoute.loader, { as: who, url: "/luxebooking/admin/overview" }),
  },
  {
    // Issue 32 item 6: the named bundles of lines a quotation starts from.
    capability: "billing.packages.manage",
    allowed: ["admin"],
    denial: "Only an administrator can save packages.",
    probe: async (who) => {
      const id = await reservation();
      const [taxLine] = await listTaxLines(h.db);
      await addLine(h.db, {
        actor: h.actor("admin"),
        reservationId: id,
        events: h.events,
        input: { kind: "decor", description: "Décor", quantity: 1, rate: 10_000_00, taxLineId: taxLine!.id },
      });
      return h.call(linesRoute.action, {
        as: who,
        url: `/luxebooking/reservation/${id}/lines`,
        params: { id },
        form: { intent: "save-package", name: `Package of ${who}` },
      });
    },
  },
  {
    capability: "billing.payment.record",
    allowed: ["admin", "accounts"],
    denial: "Only Accounts and Admin users can record payments.",
    probe: async (who) => {
      const id = await reservation();
      return h.call(paymentsRoute.action, {
        as: who,
        url: `/luxebooking/reservation/${id}/payments`,
        params: { id },
        form: { intent: "payment", amount: "100", paidOn: todayIST(), mode: "cash" },
      });
    },
  },
  {
    capability: "billing.document.issue",
    allowed: ["admin", "accounts"],
    denial: "Only Accounts and Admin users can issue this document.",
    probe: async (who) => {
      await billingReady();
      const id = await reservation({ confirmed: true });
      return h.call(documentsRoute.action, {
        as: who,
        url: `/luxebooking/reservation/${id}/documents`,
        params: { id },
        form: { intent: "invoice" },
      });
    },
  },
  {
    capability: "billing.quotation.issue",
    allowed: ["admin", "manager", "operations"],
    denial: "Only Admin, Manager and Operations users can issue quotations.",
    probe: async (who) => {
      await billingReady();
      const id = await reservation();
      return h.call(documentsRoute.action, {
        as: who,
        url: `/luxebooking/reservation/${id}/documents`,
        params: { id },
        form: { intent: "quotation" },
      });
    },
  },
  {
    capability: "billing.accounts.view",
    allowed: ["admin", "accounts"],
    probe: (who) => h.call(gstExportRoute.loader, { as: who, url: "/luxebooking/accounts/gst.csv" }),
  },
  {
    capability: "billing.document.view",
    allowed: ["admin", "manager", "operations", "accounts"],
    probe: async (who) => {
      const id = await reservation();
      return h.call(detailRoute.loader, { as: who, url: `/luxebooking/reservation/${id}`, params: { id } });
    },
  },
  // Issue 31 (docs/tables.md): forged posts of each screen's own form.
  {
    capability: "tableBooking.manage",
    allowed: ["admin", "manager", "operations"],
    denial: "Only Admin, Manager and Operations users can manage table bookings.",
    probe: (who) =>
      h.call(tableBookingsRoute.action, {
        as: who,
        url: "/luxebooking/table-bookings",
        form: { intent: "walk-in", party: "2", area: "garden" },
      }),
  },
  {
    capability: "tableBooking.settings",
    allowed: ["admin", "manager"],
    denial: "Only Admin and Manager users can change the table booking settings.",
    probe: (who) =>
      h.call(tableSettingsRoute.action, {
        as: who,
        url: "/luxebooking/table-bookings/settings",
        form: { intent: "rules", slotMinutes: "30", bookingMinutes: "90", windowDays: "60", whatsapp: "" },
      }),
  },
  {
    capability: "tableService.handle",
    allowed: ["admin", "manager", "operations"],
    denial: "Only Admin, Manager and Operations users can see the floor's requests.",
    probe: (who) => h.call(floorRoute.loader, { as: who, url: "/luxebooking/floor" }),
  },
  {
    // Issue 30 item 1: the client's private link, by those who edit the reservation and accounts.
    capability: "clientLink.manage",
    allowed: ["admin", "operations", "accounts"],
    probe: async (who) => {
      const id = await reservation();
      return h.call(clientPageRoute.action, {
        as: who,
        url: `/luxebooking/reservation/${id}/client-page`,
        params: { id },
        form: { intent: "create-link" },
      });
    },
  },
  {
    // Issue 30 item 6: changing a confirmed reservation's instalments (they add up to its balance).
    capability: "paymentSchedule.edit",
    allowed: ["admin", "manager", "accounts"],
    probe: async (who) => {
      const id = await reservation({ confirmed: true });
      return h.call(clientPageRoute.action, {
        as: who,
        url: `/luxebooking/reservation/${id}/client-page`,
        params: { id },
        form: { intent: "schedule", "label-1": "All", "amount-1": "354000", "dueOn-1": "2099-01-01" },
      });
    },
  },
  {
    // Issue 30 item 9: bank statements imported and matched to instalments, by accounts and admin.
    capability: "bankStatement.match",
    allowed: ["admin", "accounts"],
    denial: "Only accounts and administrators can import bank statements.",
    probe: (who) =>
      h.call(bankStatementsRoute.loader, { as: who, url: "/luxebooking/accounts/bank-statements" }),
  },
];

describe("spec 6 on the server: every capability through a route, per role", () => {
  it("has a row for every capability of the table", () => {
    expect(spec6.map((row) => row.capability).sort()).toEqual([...capabilities].sort());
  });

  for (const row of spec6) {
    for (const role of roles) {
      const allowed = row.allowed.includes(role);
      it(`${row.capability}: ${role} ${allowed ? "is let through" : "is denied"}`, async () => {
        const outcome = await row.probe(role);
        const granted = row.granted ?? ((o: Outcome) => o.status < 400);
        expect(granted(outcome), JSON.stringify(outcome.body)).toBe(allowed);
        if (!allowed && !row.granted) {
          expect(outcome.status).toBe(403);
          // In a toast, a JSON message or the form's errors, as the route answers.
          if (row.denial)
            expect(JSON.stringify(outcome.body)).toContain(JSON.stringify(row.denial).slice(1, -1));
        }
      });
    }
  }
});
