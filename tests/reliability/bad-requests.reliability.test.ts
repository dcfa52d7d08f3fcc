import { rmSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ServerProcess, tempDataDir } from "../support/server-process";
import { startProduct } from "./support";

// The three faults the fuzz found, pinned one by one (each answered 500 or a reset before).
let server: ServerProcess | undefined;
const dataDir = tempDataDir();
beforeAll(async () => {
  server = await startProduct({ dataDir, compileCache: true });
});
afterAll(() => {
  server?.child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

it("a form action sent a body that is not a form answers 400 with a plain message", async () => {
  // The visitor form's page shows its own error state (spec 2.3) since it is served without React
  // (issue 17); the other forms say the form could not be read.
  const answers = {
    "/guntoorlogin": "An error occurred. Please try again.",
    "/contact": "The form could not be read. Please try again.",
    "/luxebooking/login": "The form could not be read. Please try again.",
  };
  for (const [path, message] of Object.entries(answers)) {
    for (const [type, body] of [
      ["application/json", '{"customerName":"A"}'],
      ["text/plain", "customerName=A"],
      ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n'],
    ] as const) {
      const res = await fetch(`${server!.url}${path}`, {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      expect(res.status, `${path} ${type}`).toBe(400);
      expect(await res.text(), `${path} ${type}`).toContain(message);
    }
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
