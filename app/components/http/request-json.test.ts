import { afterEach, describe, expect, it, vi } from "vitest";
import { requestJson } from "./request-json";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("requestJson (issue 28 item 17: the screens' one browser call)", () => {
  it("GETs JSON and gives the body", async () => {
    const fetch = answer(200, { confirmed: [] });
    await expect(requestJson("/api/v1/x?a=1")).resolves.toEqual({
      ok: true,
      status: 200,
      body: { confirmed: [] },
    });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "GET", headers: { Accept: "application/json" } });
  });

  it("POSTs a JSON body", async () => {
    const fetch = answer(200, { ok: 1 });
    await requestJson("/api/v1/menu/import", { json: { rows: [] } });
    expect(fetch.mock.calls[0]![1]).toMatchObject({
      method: "POST",
      body: '{"rows":[]}',
      headers: { "Content-Type": "application/json" },
    });
  });

  it("POSTs a form as multipart (the browser sets the boundary) and reads a toast reply's error", async () => {
    const fetch = answer(400, { ok: false, error: "Please upload a JPEG, PNG or WebP image." });
    const form = new FormData();
    form.set("itemId", "x");
    const reply = await requestJson("/api/v1/menu/photos", { form });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "POST", body: form });
    expect((fetch.mock.calls[0]![1].headers as Record<string, string>)["Content-Type"]).toBeUndefined();
    expect(reply).toMatchObject({
      ok: false,
      status: 400,
      message: "Please upload a JPEG, PNG or WebP image.",
    });
  });

  it("a refusal's message is the server's, else the status", async () => {
    answer(409, { message: "Confirm the prices first.", preview: { rows: [] } });
    await expect(requestJson("/x", { json: {} })).resolves.toEqual({
      ok: false,
      status: 409,
      message: "Confirm the prices first.",
      body: { message: "Confirm the prices first.", preview: { rows: [] } },
    });
    vi.stubGlobal("fetch", async () => new Response("<html>", { status: 502 }));
    await expect(requestJson("/x")).resolves.toMatchObject({
      ok: false,
      message: "The server answered 502.",
    });
  });

  it("a network failure throws, as fetch does", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(requestJson("/x")).rejects.toThrow("Failed to fetch");
  });
});
