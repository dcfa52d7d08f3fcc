import { rmSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { type Cluster, createCluster } from "../support/postgres-cluster";
import { type ServerProcess, tempDataDir } from "../support/server-process";
import { openDatabase, snapshot } from "./db";
import { full, report, sizes } from "./mode";
import { type Payload, param, payload } from "./payloads";
import { createDatabase, type Role, roles, signIn, startProduct } from "./support";
import { fuzzTargets } from "./targets";

/**
 * Rows that legitimately record an attempt rather than a change (docs/reliability.md, fuzz):
 * failed sign-ins are counted for the throttle and audited; a session's last-seen time slides
 * with every signed-in request (idle sign-out); the two-factor set-up page keeps the secret its
 * QR code shows until a code confirms it (issue 14), an enrolment not yet turned on; a bulk export
 * of personal data is audited even when it lists nothing (issue 28 item 15).
 */
const attemptRecords = {
  sign_in_counters: { skip: true as const },
  audit_log: {
    where:
      "action not in ('auth.sign-in.failed', 'auth.second-factor.failed') and action not like '%.export'",
  },
  totp_credentials: { where: "enabled_at is not null" },
  sessions: { columns: "token_hash, user_id, created_at, expires_at" },
};

/**
 * The one required field that, left empty, makes a payload invalid where a payload of the right
 * shape could otherwise be accepted from a role allowed to write (hostile text is still valid
 * text for, say, a category label). Everywhere else the generated payload is invalid by itself:
 * unknown ids, no captcha, no password.
 */
const requiredField: Record<string, string[]> = {
  "/guntoorlogin": ["customerName"],
  "/guntoormenuadmin": ["name", "label"],
  "/luxebooking/register": ["email"],
  "/luxebooking/admin/register": ["email"],
  "/luxebooking/new-reservation": ["eventDate"],
  "/luxebooking/edit-reservation/:id": ["eventDate"],
  "/api/v1/menu/import": ["name"],
  "/contact": ["altcha"],
};

/** The rows that differ from the baseline, table by table (the failure says what changed). */
function changedRows(before: Record<string, string[]>, after: Record<string, string[]>): string {
  const lines: string[] = [];
  for (const [table, rows] of Object.entries(after)) {
    const was = new Set(before[table] ?? []);
    const now = new Set(rows);
    for (const row of rows) if (!was.has(row)) lines.push(`+ ${table}: ${row.slice(0, 300)}`);
    for (const row of before[table] ?? []) if (!now.has(row)) lines.push(`- ${table}: ${row.slice(0, 300)}`);
  }
  return lines.join("\n");
}

function invalidate(pattern: string, p: Payload): Payload {
  const names = requiredField[pattern];
  if (!names) return p;
  if (p.kind === "urlencoded" || p.kind === "multipart") {
    const kept = p.fields.filter(([k]) => !names.includes(k));
    return { ...p, fields: [...kept, ...names.map((n) => [n, ""] as [string, string])] };
  }
  if (p.kind === "json" && p.value && typeof p.value === "object") {
    const blank = (o: unknown) => {
      if (o && typeof o === "object" && !Array.isArray(o))
        for (const n of names) (o as Record<string, unknown>)[n] = "";
    };
    blank(p.value);
    const rows = (p.value as { rows?: unknown }).rows;
    if (Array.isArray(rows)) rows.forEach(blank);
  }
  return p;
}

function encode(p: Payload): { body: BodyInit; headers: Record<string, string> } {
  switch (p.kind) {
    case "urlencoded":
      return { body: new URLSearchParams(p.fields), headers: {} };
    case "multipart": {
      const form = new FormData();
      for (const [k, v] of p.fields) form.append(k, v);
      if (p.file) form.append("photo", new Blob([new Uint8Array(p.file.bytes)]), p.file.name);
      return { body: form, headers: {} };
    }
    case "json":
      return { body: JSON.stringify(p.value) ?? "null", headers: { "content-type": "application/json" } };
    case "raw":
      return { body: p.body, headers: { "content-type": p.contentType } };
  }
}

/** A path segment; a lone surrogate becomes its (invalid) UTF-8 bytes, which servers must reject. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

/** A stack frame, a source or build path, or the checkout's folder in an answer leaks internals. */
const leaks = [/\n\s+at [^\n]*:\d+:\d+/, /node_modules/, /file:\/\//, /build\/server\//, /\.tsx?:\d+:\d+/];

let cluster: Cluster | undefined;
let server: ServerProcess | undefined;
let database: Database | undefined;
const dataDir = tempDataDir();
beforeAll(async () => {
  cluster = await createCluster();
  const target = { dataDir, databaseUrl: await createDatabase(cluster, "fuzz") };
  server = await startProduct({ ...target, compileCache: true });
  database = await openDatabase(target);
});
afterAll(async () => {
  server?.child.kill("SIGKILL");
  await database?.close();
  cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

it(`answers ${sizes.fuzzRuns} invalid or hostile payloads on every form action and API route without a 5xx, a changed row or a leaked stack`, async () => {
  const url = server!.url;
  const targets = fuzzTargets();
  // Every action and API route of app/routes.ts is in the list (a new one is fuzzed automatically).
  expect(targets.length).toBeGreaterThanOrEqual(25);
  const cookies = Object.fromEntries(
    await Promise.all(roles.map(async (r) => [r, await signIn(url, r)] as const)),
  ) as Record<Role, string>;
  const baseline = await snapshot(database!, attemptRecords);
  expect(baseline.reservations!.length).toBeGreaterThan(0);

  const requests = fc.constantFrom(...targets.flatMap((t) => t.methods.map((method) => ({ ...t, method }))));
  const who = fc.constantFrom<Role | null>(null, ...roles);
  const snapshotEvery = full ? 20 : 5;
  const recent: string[] = [];
  const statusCounts = new Map<number, number>();
  let runs = 0;

  await fc.assert(
    fc.asyncProperty(
      requests,
      who,
      payload,
      param,
      fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 4 }),
      async (target, role, generated, id, query) => {
        // Signing out is what any POST to /logout does; fuzzing it signed in would end the fuzz's sessions.
        const asRole = target.pattern === "/luxebooking/logout" ? null : role;
        const path = target.pattern.replace(/:[a-z]+|\*/g, () => segment(id));
        const search = target.method === "GET" ? `?${new URLSearchParams(query)}` : "";
        const sent = target.method === "POST" ? encode(invalidate(target.pattern, generated)) : undefined;
        const label = `${target.method} ${path.slice(0, 120)} as ${asRole ?? "signed out"} (${generated.kind})`;
        recent.push(label);
        if (recent.length > snapshotEvery) recent.shift();

        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 30_000);
        let status = 0;
        let text = "";
        try {
          const res = await fetch(`${url}${path}${search}`, {
            method: target.method,
            headers: { ...sent?.headers, ...(asRole ? { cookie: cookies[asRole] } : {}) },
            body: sent?.body,
            redirect: "manual",
            signal: controller.signal,
          });
          status = res.status;
          // A live-update stream never ends: its opening answer is what is checked.
          if (res.headers.get("content-type")?.includes("text/event-stream")) await res.body?.cancel();
          else text = await res.text();
        } finally {
          clearTimeout(timer);
        }
        statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
        expect(status, label).toBeLessThan(500);
        for (const leak of [...leaks, process.cwd()]) {
          expect(typeof leak === "string" ? text.includes(leak) : leak.test(text), `${label}: ${leak}`).toBe(
            false,
          );
        }
        if (++runs % snapshotEvery === 0) {
          const now = await snapshot(database!, attemptRecords);
          expect(now, `rows changed by one of:\n${recent.join("\n")}\n${changedRows(baseline, now)}`).toEqual(
            baseline,
          );
        }
      },
    ),
    { numRuns: sizes.fuzzRuns, endOnFailure: true },
  );
  expect(await snapshot(database!, attemptRecords)).toEqual(baseline);
  // The signed-in cookies were still valid at the end, so role requests really ran as that role.
  for (const r of roles) {
    const res = await fetch(`${url}/luxebooking`, { headers: { cookie: cookies[r] }, redirect: "manual" });
    expect(res.status, r).toBe(200);
  }
  report(
    `fuzz: ${runs} requests over ${targets.length} routes (${targets.map((t) => t.pattern).join(" ")}), signed out and as ${roles.join(", ")}: 0 5xx, 0 rows changed, 0 leaks; statuses ${[
      ...statusCounts,
    ]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(" ")}`,
  );
});
