import { describe, expect, it } from "vitest";
import { isLoopbackUrl } from "./seed-database.server";

describe("a local trial's PUBLIC_URL", () => {
  it.each([
    "http://localhost:3000",
    "http://LOCALHOST",
    "http://127.0.0.1:3000",
    "http://127.10.20.30",
    "http://127.1",
    "http://[::1]:3000",
    "https://localhost",
  ])("%s is loopback", (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    "https://eden.example",
    "http://localhost.eden.example",
    "http://127.0.0.1.nip.io",
    "http://10.0.0.5:3000",
    "http://0.0.0.0:3000",
    "http://[::ffff:8.8.8.8]",
    "http://128.0.0.1",
    "not a url",
  ])("%s is not", (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});
