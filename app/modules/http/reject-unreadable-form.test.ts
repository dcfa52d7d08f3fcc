import { describe, expect, it } from "vitest";
import { rejectUnreadableForm, unreadableFormMessage } from "./reject-unreadable-form.server";

type Args = Parameters<typeof rejectUnreadableForm>[0];
const passed = new Response("action ran");

async function run(init: RequestInit & { url?: string }) {
  const request = new Request(init.url ?? "http://localhost/contact", init);
  try {
    return await rejectUnreadableForm({ request } as Args, async () => passed);
  } catch (thrown) {
    return thrown as { data: { message: string }; init: { status: number } };
  }
}

const refused = { data: { message: unreadableFormMessage }, init: expect.objectContaining({ status: 400 }) };

describe("rejectUnreadableForm (page actions get only readable web forms)", () => {
  it("lets URL-encoded forms through, even with bytes that are not UTF-8", async () => {
    const headers = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };
    expect(await run({ method: "POST", headers, body: "name=Asha&guests=2" })).toBe(passed);
    expect(await run({ method: "POST", headers, body: new Uint8Array([0xff, 0x25, 0x3d, 0x26]) })).toBe(
      passed,
    );
  });

  it("lets a well-formed multipart form through", async () => {
    const form = new FormData();
    form.set("name", "Asha");
    expect(await run({ method: "POST", body: form })).toBe(passed);
  });

  it("refuses JSON, plain text, a missing type and a broken multipart body with 400 and the message", async () => {
    expect(
      await run({ method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    ).toMatchObject(refused);
    expect(await run({ method: "POST", headers: { "content-type": "text/plain" }, body: "x" })).toMatchObject(
      refused,
    );
    expect(await run({ method: "POST", body: new Uint8Array([1, 2, 3]) })).toMatchObject(refused);
    const broken = { "content-type": "multipart/form-data; boundary=abc" };
    expect(await run({ method: "POST", headers: broken, body: "--xyz\r\nnot a part" })).toMatchObject(
      refused,
    );
  });

  it("leaves reads and API routes alone", async () => {
    expect(await run({ method: "GET" })).toBe(passed);
    expect(
      await run({
        url: "http://localhost/api/v1/menu/import",
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    ).toBe(passed);
  });
});
