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
    ["https://evil.example/", "/luxebooking"],
    ["//evil.example/", "/luxebooking"],
    ["/\\evil.example", "/luxebooking"],
    [null, "/luxebooking"],
  ])("%j goes to %j", (input, target) => {
    expect(safeRedirect(input)).toBe(target);
  });
});
