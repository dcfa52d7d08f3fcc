import { describe, expect, it } from "vitest";
import { messages, registerSchema } from "./auth.schema";
import { safeRedirect } from "./guards.server";
import { cookieName, readSessionToken, sessionCookie } from "./session.server";

const valid = { email: "new@demo.test", password: "longenough", confirmPassword: "longenough" };

describe("registration schema", () => {
  it("defaults the role to manager", () => {
    expect(registerSchema.parse(valid).role).toBe("manager");
  });

  it("says 'Passwords do not match' when they differ", () => {
    const result = registerSchema.safeParse({ ...valid, confirmPassword: "different1" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(messages.passwordsDoNotMatch);
    expect(messages.passwordsDoNotMatch).toBe("Passwords do not match");
  });

  it.each([
    [{ ...valid, password: "short", confirmPassword: "short" }, "Password must be at least 8 characters."],
    [
      { ...valid, password: "x".repeat(129), confirmPassword: "x".repeat(129) },
      "Password must be at most 128 characters.",
    ],
    [{ ...valid, email: "not-an-email" }, "Please enter a valid email address."],
    [{ ...valid, role: "chef" }, "Please choose a valid role."],
  ])("rejects %j with %j", (input, message) => {
    const result = registerSchema.safeParse(input);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("keeps the spec's texts", () => {
    expect(messages.registerFailed).toBe("Failed to create an account: ");
    expect(messages.signInFailed).toBe("Failed to sign in. Please check your credentials: ");
    expect(messages.registered).toBe("User registered successfully!");
    expect(messages.onlyAdminsRegister).toBe("Only administrators can register new users.");
    expect(messages.roleNotRecognized).toBe("Your account role is not recognized. Please contact support.");
    expect(messages.throttled).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
  });
});

describe("session cookie", () => {
  const http = { PUBLIC_URL: "http://localhost:3000", SESSION_MAX_DAYS: 7 };
  const https = { PUBLIC_URL: "https://eden.example", SESSION_MAX_DAYS: 7 };

  it("is HttpOnly and SameSite=Lax, without Secure on plain http", () => {
    const cookie = sessionCookie(http, "t".repeat(43));
    expect(cookie).toMatch(/^session=t{43}; /);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain(`Max-Age=${7 * 86400}`);
    expect(cookie).not.toContain("Secure");
  });

  it("uses the __Host- prefix and Secure when PUBLIC_URL is https", () => {
    expect(cookieName(https)).toBe("__Host-session");
    expect(sessionCookie(https, "t".repeat(43))).toMatch(/^__Host-session=.*; Secure$/);
  });

  it("clears itself on logout", () => {
    expect(sessionCookie(http, null)).toContain("Max-Age=0");
  });

  it("reads only a well-formed token of its own name", () => {
    const token = "a".repeat(43);
    const req = (cookie: string) => new Request("http://x/", { headers: { cookie } });
    expect(readSessionToken(req(`other=1; session=${token}`), http)).toBe(token);
    expect(readSessionToken(req("session=short"), http)).toBeNull();
    expect(readSessionToken(req(`session=${token}`), https)).toBeNull();
  });
});

describe("redirect after sign-in", () => {
  it.each([
    ["/luxebooking/admin", "/luxebooking/admin"],
    ["/guntoormenuadmin?tab=items", "/guntoormenuadmin?tab=items"],
    ["/luxebooking?month=2026-05&date=2026-05-09", "/luxebooking?month=2026-05&date=2026-05-09"],
    ["/luxebooking/reservations/abc#notes", "/luxebooking/reservations/abc#notes"],
    ["/luxebooking/enquiries?q=a%20b", "/luxebooking/enquiries?q=a%20b"],
  ])("keeps the same-site path %j", (input, target) => {
    expect(safeRedirect(input)).toBe(target);
  });

  // Each of these either leaves the site in a browser (URL parsers drop tab, CR and LF, and
  // read a backslash as a slash) or cannot be sent as a Location header at all.
  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\t\t/evil.example",
    "\t//evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/\u001f/evil.example",
    "/\u007f/evil.example",
    "/luxebooking\nSet-Cookie: session=x",
    "/luxebooking\u0085",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%0A/evil.example",
    "/%0d/evil.example",
    "/%00/evil.example",
    "/%2F/evil.example",
    "/%2f/evil.example",
    "/%5C/evil.example",
    "/%5c%5cevil.example",
    "/%252F/evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e%2e//evil.example",
    "/a/../%2Fevil.example",
    "/%2e%2e/%2fevil.example",
    "/%",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " /luxebooking",
    "data:text/html,hi",
    "http:/evil.example",
    "",
    "luxebooking",
  ])("sends the hostile %j to /luxebooking", (input) => {
    expect(safeRedirect(input)).toBe("/luxebooking");
  });

  it.each([null, undefined])("sends %j to /luxebooking", (input) => {
    expect(safeRedirect(input)).toBe("/luxebooking");
  });
});
