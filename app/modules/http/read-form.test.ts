import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readForm, unreadableFormMessage } from "./read-form.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/contact", { method: "POST", body, headers });

async function refusal(request: Request) {
  try {
    await readForm(request);
  } catch (thrown) {
    return thrown;
  }
  throw new Error("the body was read");
}

const refused = { data: { message: unreadableFormMessage }, init: expect.objectContaining({ status: 400 }) };

describe("readForm (page actions get only readable web forms)", () => {
  it("reads URL-encoded forms, even with bytes that are not UTF-8, and multipart forms", async () => {
    const urlencoded = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };
    expect((await readForm(post("name=Asha&guests=2", urlencoded))).get("guests")).toBe("2");
    const odd = await readForm(post(new Uint8Array([0xff, 0x25, 0x3d, 0x26]), urlencoded));
    expect([...odd.keys()]).toHaveLength(1);
    const form = new FormData();
    form.set("name", "Asha");
    expect((await readForm(post(form))).get("name")).toBe("Asha");
  });

  it("refuses JSON, plain text, a missing type and a broken multipart body with 400 and the message", async () => {
    expect(await refusal(post("{}", { "content-type": "application/json" }))).toMatchObject(refused);
    expect(await refusal(post("x", { "content-type": "text/plain" }))).toMatchObject(refused);
    expect(await refusal(post(new Uint8Array([1, 2, 3])))).toMatchObject(refused);
    const broken = { "content-type": "multipart/form-data; boundary=abc" };
    expect(await refusal(post("--xyz\r\nnot a part", broken))).toMatchObject(refused);
  });

  it("is how every page action reads its form (a bare request.formData() answers 500 on a bad body)", () => {
    const routes = path.resolve("app/routes");
    const offenders: string[] = [];
    for (const entry of readdirSync(routes, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(routes, file);
      // API routes answer unreadable bodies themselves (JSON errors), tested by their own suites.
      if (relative.startsWith(`api${path.sep}`)) continue;
      const source = readFileSync(file, "utf8");
      // Unguarded reads only: the contact page catches the failure and answers with its form.
      const bare = source.match(/^.*\.formData\(\).*$/gm)?.filter((line) => !/^\s*form = await/.test(line));
      if (bare?.length) offenders.push(relative);
    }
    expect(offenders).toEqual([]);
  });
});
