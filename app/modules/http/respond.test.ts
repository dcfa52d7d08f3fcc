import { Writable } from "node:stream";
import { parseWithZod } from "@conform-to/zod/v4";
import pino from "pino";
import { data, RouterContextProvider, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";
import { DomainError } from "~/modules/errors";
import { EventBus } from "~/modules/live/events.server";
import { type FailureReply, formReply, jsonReply, respond, toastReply } from "./respond.server";

/** A request's context as the server builds it: its logger carries the request id. */
function request(requestId = "req-42") {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const context = new RouterContextProvider();
  context.set(appContext, {
    database: {} as Database,
    env: {} as Env,
    logger: pino(sink).child({ requestId }),
    requestId,
    nonce: "n",
    clientIp: "127.0.0.1",
    events: new EventBus(),
  });
  return { args: { context }, lines };
}

/** What a route answered: React Router's data() as a status and a body. */
function answered(value: unknown) {
  const d = value as { type?: string; data: unknown; init: ResponseInit | null };
  if (d?.type !== "DataWithResponseInit") return { status: 200, body: value };
  return { status: d.init?.status ?? 200, body: d.data };
}

const fails = (error: unknown) => () => Promise.reject(error);

describe("respond: the one way a route turns errors into its answer", () => {
  it("answers the route's own result when nothing goes wrong, and logs nothing", async () => {
    const { args, lines } = request();
    const result = await respond(args, toastReply("Failed."), async () => ({ ok: true, message: "Done." }));
    expect(result).toEqual({ ok: true, message: "Done." });
    expect(lines).toEqual([]);
  });

  it("a toast: a refusal's own words and status as { ok: false, error }, nothing logged", async () => {
    const { args, lines } = request();
    const refused = await respond(
      args,
      toastReply("Failed to delete reservation. Please try again."),
      fails(new DomainError(409, "This reservation is not soft-deleted.")),
    );
    expect(answered(refused)).toEqual({
      status: 409,
      body: { ok: false, error: "This reservation is not soft-deleted." },
    });
    expect(lines).toEqual([]);
  });

  it("a toast carries the route's own fields, fixed or made from the refusal", async () => {
    const { args } = request();
    const fixed = await respond(
      args,
      toastReply("Failed.", { extra: { intent: "delete-item" } }),
      fails(new DomainError(404, "That item no longer exists.")),
    );
    expect(answered(fixed)).toEqual({
      status: 404,
      body: { ok: false, error: "That item no longer exists.", intent: "delete-item" },
    });
    const made = await respond(
      args,
      toastReply("Failed to save entry. Please try again.", {
        extra: ({ status }) => ({ retry: status === 500 }),
      }),
      fails(new Error("disk full")),
    );
    expect(answered(made)).toEqual({
      status: 500,
      body: { ok: false, error: "Failed to save entry. Please try again.", retry: true },
    });
  });

  it("a JSON API: { message } with the refusal's status", async () => {
    const { args } = request();
    const refused = await respond(args, jsonReply("Failed."), fails(new DomainError(400, "Bad range.")));
    expect(answered(refused)).toEqual({ status: 400, body: { message: "Bad range." } });
  });

  it("a Conform form: the message on the refusal's field, or on the form", async () => {
    const { args } = request();
    const schema = z.object({ email: z.string(), password: z.string() });
    const form = new FormData();
    form.set("email", "taken@example.com");
    form.set("password", "long enough");
    const submission = parseWithZod(form, { schema });
    const onField = await respond(
      args,
      formReply(submission, { failure: "Failed." }),
      fails(new DomainError(409, "An account with this email already exists.", "email")),
    );
    expect(answered(onField)).toMatchObject({
      status: 409,
      body: { submission: { error: { email: ["An account with this email already exists."] } } },
    });
    const onForm = await respond(
      args,
      formReply(submission, { failure: "Failed." }),
      fails(new DomainError(403, "Access Denied")),
    );
    expect(answered(onForm)).toMatchObject({
      status: 403,
      body: { submission: { error: { "": ["Access Denied"] } } },
    });
  });

  it("a form that shows every refusal at its top, worded as the spec's 'Failed to …: {reason}'", async () => {
    const { args } = request();
    const submission = parseWithZod(new FormData(), { schema: z.object({}) });
    const reply = formReply(submission, {
      failure: "Something went wrong. Please try again.",
      text: ({ message }) => `Failed to create reservation: ${message}`,
      onFields: false,
    });
    const refused = await respond(
      args,
      reply,
      fails(new DomainError(409, "The hall is booked.", "eventStartTime")),
    );
    expect(answered(refused)).toMatchObject({
      status: 409,
      body: { submission: { error: { "": ["Failed to create reservation: The hall is booked."] } } },
    });
    const failed = await respond(args, reply, fails(new Error("connection reset")));
    expect(answered(failed)).toMatchObject({
      status: 500,
      body: {
        submission: {
          error: { "": ["Failed to create reservation: Something went wrong. Please try again."] },
        },
      },
    });
  });

  it("anything unexpected: logged with the request id, answered 500 with the route's failure text", async () => {
    const cases: [FailureReply<unknown>, unknown][] = [
      [
        toastReply("Failed to restore reservation. Please try again."),
        { ok: false, error: "Failed to restore reservation. Please try again." },
      ],
      [
        jsonReply("Something went wrong. Please try again."),
        { message: "Something went wrong. Please try again." },
      ],
    ];
    for (const [reply, body] of cases) {
      const { args, lines } = request("req-7f3a");
      const failed = await respond(args, reply, fails(new Error('relation "reservations" is locked')));
      expect(answered(failed)).toEqual({ status: 500, body });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 50,
        requestId: "req-7f3a",
        err: { message: 'relation "reservations" is locked' },
      });
      // The cause stays in the log, never in the answer.
      expect(JSON.stringify(body)).not.toContain("locked");
    }
  });

  it("lets responses thrown on purpose pass: redirects, a guard's 403, an unreadable form", async () => {
    const { args, lines } = request();
    const thrown = [redirect("/luxebooking/login"), data({ message: "Access Denied" }, { status: 403 })];
    for (const response of thrown) {
      await expect(respond(args, toastReply("Failed."), fails(response))).rejects.toBe(response);
    }
    expect(lines).toEqual([]);
  });
});
