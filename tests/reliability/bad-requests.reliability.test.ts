import { rmSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ServerProcess, tempDataDir } from "../support/server-process";
import { startProduct } from "./support";

// The three faults the fuzz found, pinned one by one (each answered 500 or a reset before).
let server: ServerProcess | undefined;
const dataDir = tempDataDir();
beforeAll(async () => {
  server = await startProduct({ dataDir });
});
afterAll(() => {
  server?.child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

it("a form action sent a body that is not a form answers 400 with a plain message", async () => {
  for (const [type, body] of [
    ["application/json", '{"customerName":"A"}'],
    ["text/plain", "customerName=A"],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n'],
  ] as const) {
    const res = await fetch(`${server!.url}/guntoorlogin`, {
      method: "POST",
      headers: { "content-type": type },
      body,
    });
    expect(res.status, type).toBe(400);
    expect(await res.text(), type).toContain("The form could not be read. Please try again.");
  }
});

it("an address with broken %-encoding answers 400, not 500", async () => {
  for (const path of ["/%ED%A0%80", "/api/%E0%A4%A", "/luxebooking/enquiries/%ED%A0%80"]) {
    const res = await fetch(`${server!.url}${path}`);
    expect(res.status, path).toBe(400);
    expect(await res.text(), path).toBe("The request could not be read.");
  }
});

it("a large upload refused before its body is read still reaches the client as its answer", async () => {
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${server!.url}/api/v1/menu/import`, {
      method: "POST",
      body: new URLSearchParams({ rows: "x".repeat(900_000) }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "User not authenticated. Please log in again." });
  }
});
