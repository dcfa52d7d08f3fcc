import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions, users } from "~/db/schema";
import { createSession, hashToken } from "~/modules/auth/session.server";
import * as logoutRoute from "~/routes/luxebooking/logout";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { requestDeletion } from "~/modules/reservations/request-deletion.server";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import { input } from "~/modules/reservations/test-fixtures";
import { setStaffDisabled } from "~/modules/staff/manage-staff.server";
import { createUser } from "~/modules/auth/users.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { roles } from "~/permissions";
import * as auditCsvRoute from "~/routes/api/audit-csv";
import * as auditRoute from "~/routes/luxebooking/admin/audit";
import * as detailRoute from "~/routes/luxebooking/reservation";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { AUDIT_PAGE_SIZE, auditFilterSchema } from "./audit.schema";
import { exportAuditCsv, listAudit } from "./list-audit.server";
import { writeAudit } from "./audit.server";

// @module-tag db

let h: RouteHarness;
let reservationId: string;

beforeAll(async () => {
  h = await createRouteHarness();
  const admin = h.actor("admin");
  ({ id: reservationId } = await createReservation(h.db, {
    actor: admin,
    // No advance: a reservation with payments cannot be put up for deletion (issue 27 item 15).
    input: input({ eventDate: "2099-03-03", advanceAmountReceived: "0" }),
    events: h.events,
  }));
  await updateReservation(h.db, {
    actor: h.actor("operations"),
    id: reservationId,
    input: input({
      eventDate: "2099-03-03",
      advanceAmountReceived: "0",
      guestCount: 180,
      version: 1,
    }),
    events: h.events,
  });
  await requestDeletion(h.db, { actor: h.actor("manager"), id: reservationId, events: h.events });
});
afterAll(() => h.close());

const filter = (values: Record<string, string> = {}) => auditFilterSchema.parse(values);

describe("audit trail", () => {
  it("shows a reservation change field by field with money in ₹", async () => {
    const { rows } = await listAudit(h.db, {
      actor: h.actor("admin"),
      filter: filter({ action: "reservation.update" }),
    });
    const differences = rows.find((r) => r.entityId === reservationId)!.differences;
    expect(differences).toEqual(
      expect.arrayContaining([
        { field: "guestCount", label: "Guests", before: "250", after: "180" },
        // The advance follows the payments ledger (issue 15), so the edit changes the totals only.
        {
          field: "totalEventAmountExcludingGST",
          label: "Total excluding GST",
          before: "₹3,00,000.00",
          after: "₹2,16,000.00",
        },
      ]),
    );
  });

  it("filters by reservation, its deletion requests included, newest first", async () => {
    const { rows } = await listAudit(h.db, {
      actor: h.actor("admin"),
      filter: filter({ reservation: reservationId }),
    });
    expect(rows.map((r) => r.action)).toEqual([
      "deletion-request.create",
      "reservation.update",
      "reservation.create",
    ]);
  });

  it("filters by user and by IST days", async () => {
    const byOps = await listAudit(h.db, {
      actor: h.actor("admin"),
      filter: filter({ user: h.actor("operations").id }),
    });
    expect(byOps.rows.map((r) => r.action)).toEqual(["reservation.update"]);
    // 19:00 UTC on 1 March is 00:30 on 2 March in India.
    await h.db.insert(auditLog).values({
      action: "probe.ist",
      entity: "probe",
      at: new Date("2026-03-01T19:00:00Z"),
    });
    const onSecond = await listAudit(h.db, {
      actor: h.actor("admin"),
      filter: filter({ action: "probe.ist", from: "2026-03-02", to: "2026-03-02" }),
    });
    expect(onSecond.rows).toHaveLength(1);
    const onFirst = await listAudit(h.db, {
      actor: h.actor("admin"),
      filter: filter({ action: "probe.ist", from: "2026-03-01", to: "2026-03-01" }),
    });
    expect(onFirst.rows).toHaveLength(0);
  });

  it("pages by 50, newest first", async () => {
    await h.db.insert(auditLog).values(
      Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({
        action: "probe.page",
        entity: "probe",
        entityId: String(i),
        at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = await listAudit(h.db, {
      actor: h.actor("admin"),
      filter: filter({ action: "probe.page" }),
    });
    expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.rows[0]!.entityId).toBe(String(AUDIT_PAGE_SIZE + 4));
    const second = await listAudit(h.db, {
      actor: h.actor("admin"),
      filter: filter({ action: "probe.page", page: "2" }),
    });
    expect(second.rows.map((r) => r.entityId)).toEqual(["4", "3", "2", "1", "0"]);
    expect(second.hasMore).toBe(false);
  });

  it("exports the filter as CSV with formula cells neutralised", async () => {
    await h.db.insert(auditLog).values({
      action: "probe.csv",
      entity: "probe",
      actorEmail: '=HYPERLINK("http://evil.example")',
    });
    const csv = await exportAuditCsv(h.db, { actor: h.actor("admin"), filter: { action: "probe.csv" } });
    expect(csv.startsWith('\uFEFF"Time (IST)","User"')).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csv.trim().split("\r\n")).toHaveLength(2);
  });

  it("is written in the change's transaction: no audit row, no change", async () => {
    const target = await createUser(h.db, {
      email: "rollback@audit.test",
      password: "a long password",
      role: "manager",
      actor: null,
    });
    await h.db.execute(sql`alter table audit_log rename to audit_log_gone`);
    try {
      await expect(
        setStaffDisabled(h.db, {
          actor: h.actor("admin"),
          userId: target.id,
          disabled: true,
          events: h.events,
        }),
      ).rejects.toThrow();
    } finally {
      await h.db.execute(sql`alter table audit_log_gone rename to audit_log`);
    }
    const [row] = await h.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.disabledAt).toBeNull();
  });
});

describe("sign-out", () => {
  async function sessionOf(email: string, stage: "full" | "totp" | "enrol") {
    const user = await createUser(h.db, { email, password: "a long password", role: "manager", actor: null });
    const token = await createSession(h.db, { userId: user.id, env: h.env, stage, ip: "10.0.0.7" });
    return { user, token, cookie: `session=${token}` };
  }
  const signOutRows = (userId: string) =>
    h.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'auth.sign-out' and ${auditLog.actorId} = ${userId}`);
  const sessionCount = (token: string) => h.db.$count(sessions, eq(sessions.tokenHash, hashToken(token)));

  it("writes auth.sign-out with the ended session, and every instance hears of it", async () => {
    const { user, token, cookie } = await sessionOf("signout-full@audit.test", "full");
    const outcome = await h.call(logoutRoute.action, {
      url: "/luxebooking/logout",
      cookie,
      clientIp: "10.0.0.8",
    });
    expect(outcome).toMatchObject({ status: 302, body: "/luxebooking/login" });
    expect(await sessionCount(token)).toBe(0);
    const [row] = await signOutRows(user.id);
    expect(row).toMatchObject({ actorEmail: "signout-full@audit.test", entity: "session" });
    expect(row!.after).toEqual({ ip: "10.0.0.8", stage: "full" });
    expect(h.published).toContainEqual(expect.objectContaining({ topic: "sessions", id: hashToken(token) }));
  });

  it("a session still waiting for its second factor is signed out with a row too", async () => {
    for (const stage of ["totp", "enrol"] as const) {
      const { user, token, cookie } = await sessionOf(`signout-${stage}@audit.test`, stage);
      await h.call(logoutRoute.action, { url: "/luxebooking/logout", cookie, clientIp: "10.0.0.8" });
      expect(await sessionCount(token)).toBe(0);
      const rows = await signOutRows(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.after).toEqual({ ip: "10.0.0.8", stage });
    }
  });

  it("is written in the sign-out's transaction: no audit row, the session stays", async () => {
    const { token, cookie } = await sessionOf("signout-rollback@audit.test", "full");
    const before = h.published.length;
    await h.db.execute(sql`alter table audit_log rename to audit_log_gone`);
    try {
      await expect(h.call(logoutRoute.action, { url: "/luxebooking/logout", cookie })).rejects.toThrow();
    } finally {
      await h.db.execute(sql`alter table audit_log_gone rename to audit_log`);
    }
    expect(await sessionCount(token)).toBe(1);
    expect(h.published.slice(before).filter((e) => e.topic === "sessions")).toEqual([]);
  });

  it("without a session (or an unknown one) there is nothing to record", async () => {
    const before = await h.db.$count(auditLog, eq(auditLog.action, "auth.sign-out"));
    const outcome = await h.call(logoutRoute.action, {
      url: "/luxebooking/logout",
      cookie: `session=${"x".repeat(43)}`,
    });
    expect(outcome.status).toBe(302);
    expect(await h.db.$count(auditLog, eq(auditLog.action, "auth.sign-out"))).toBe(before);
  });
});

describe("sign-in failures", () => {
  const failures = (email: string) =>
    h.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'auth.sign-in.failed' and ${auditLog.after}->>'email' = ${email}`);

  it("record the e-mail, the address and the reason, never the password", async () => {
    const user = await createUser(h.db, {
      email: "failing@audit.test",
      password: "a long password",
      role: "accounts",
      actor: null,
    });
    const attempt = (email: string, password: string, ip: string) =>
      signIn(h.db, { email, password, ip, env: h.env });

    expect((await attempt("Nobody@Audit.test", "whatever it is", "10.1.1.1")).ok).toBe(false);
    const [unknown] = await failures("nobody@audit.test");
    expect(unknown).toMatchObject({ actorId: null, actorEmail: null, entity: "session" });
    expect(unknown!.after).toEqual({ email: "nobody@audit.test", ip: "10.1.1.1", reason: "no such account" });

    expect((await attempt(user.email, "not the password", "10.1.1.2")).ok).toBe(false);
    await setStaffDisabled(h.db, {
      actor: h.actor("admin"),
      userId: user.id,
      disabled: true,
      events: h.events,
    });
    const disabled = await attempt(user.email, "a long password", "10.1.1.3");
    expect(disabled).toMatchObject({ ok: false, status: 403 });
    const rows = await failures(user.email);
    expect(rows.map((r) => ({ actorId: r.actorId, after: r.after }))).toEqual([
      { actorId: user.id, after: { email: user.email, ip: "10.1.1.2", reason: "password mismatch" } },
      { actorId: user.id, after: { email: user.email, ip: "10.1.1.3", reason: "account disabled" } },
    ]);
    expect(JSON.stringify(rows)).not.toContain("not the password");
  });
});

describe("audit rows cannot be changed or deleted", () => {
  /** The database's own refusal (drizzle wraps it as the cause of its "Failed query"). */
  async function refusal(statement: Promise<unknown>): Promise<string> {
    const error = await statement.then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(error).not.toBeNull();
    return (error!.cause ?? error!).message;
  }

  it("the database refuses an update, a delete and a truncate of audit_log", async () => {
    await writeAudit(h.db, { actor: null, action: "probe.immutable", entity: "probe" });
    const probe = sql`action = 'probe.immutable'`;
    const refused = "audit_log rows cannot be changed or deleted";
    expect(
      await refusal(h.db.execute(sql`update audit_log set action = 'probe.changed' where ${probe}`)),
    ).toBe(refused);
    expect(await refusal(h.db.execute(sql`delete from audit_log where ${probe}`))).toBe(refused);
    expect(await refusal(h.db.execute(sql`truncate audit_log`))).toBe(refused);
    expect(await h.db.$count(auditLog, probe)).toBe(1);
    expect(await h.db.$count(auditLog)).toBeGreaterThan(1);
  });
});

describe("audit screens per role", () => {
  for (const role of roles) {
    const allowed = role === "admin";
    it(`${role}: the audit screen and its CSV are ${allowed ? "open" : "refused (403)"}`, async () => {
      const page = await h.call(auditRoute.loader, { as: role, url: "/luxebooking/admin/audit" });
      const csv = await h.call(auditCsvRoute.loader, { as: role, url: "/api/v1/audit.csv" });
      expect(page.status).toBe(allowed ? 200 : 403);
      expect(csv.status).toBe(allowed ? 200 : 403);
      if (!allowed) expect(page.body).toEqual({ message: "Only administrators can read the audit trail." });
    });

    const seesHistory = role === "admin" || role === "operations";
    it(`${role}: the reservation's History is ${seesHistory ? "shown" : "not shown"}`, async () => {
      const outcome = await h.call(detailRoute.loader, {
        as: role,
        url: `/luxebooking/reservation/${reservationId}`,
        params: { id: reservationId },
      });
      const history = (outcome.body as { history: unknown[] | null }).history;
      if (seesHistory) expect(history).toHaveLength(3);
      else expect(history).toBeNull();
    });
  }

  it("a bad filter gets a clear message and no 5xx", async () => {
    const page = await h.call(auditRoute.loader, {
      as: "admin",
      url: "/luxebooking/admin/audit?from=2026-02-30&user=nobody",
    });
    expect(page.status).toBe(200);
    expect((page.body as { error: string }).error).toMatch(/valid|choose/);
    const csv = await h.call(auditCsvRoute.loader, { as: "admin", url: "/api/v1/audit.csv?reservation=x" });
    expect(csv.status).toBe(400);
  });

  it("the signed-out CSV request is 401", async () => {
    expect((await h.call(auditCsvRoute.loader, { url: "/api/v1/audit.csv" })).status).toBe(401);
  });
});
