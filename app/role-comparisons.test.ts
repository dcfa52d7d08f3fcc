import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md: app/permissions.ts is the only place roles are compared. Everything else
 * asks the table (can, authorize, deleteKind, dashboardFor), so a change of who may do what is one
 * change there. Tests are left out: they state what each role should see.
 */
const ROLE = String.raw`["'\x60](?:admin|manager|operations|accounts)["'\x60]`;
const EQUALS = "(?:===|!==|==|!=)";
const comparisons = [
  // role === "admin", "manager" !== x, case "operations":
  new RegExp(String.raw`${EQUALS}\s*${ROLE}|${ROLE}\s*${EQUALS}|\bcase\s+${ROLE}`),
  // user.role === other.role, role !== expected
  new RegExp(String.raw`\brole\s*${EQUALS}|${EQUALS}\s*[\w.?]*\brole\b`, "i"),
  // ["admin", "manager"].includes(user.role)
  /\.includes\(\s*[\w.?]*\brole\s*\)/i,
];

function roleComparisons(source: string): string[] {
  return source.split("\n").filter((line) => comparisons.some((pattern) => pattern.test(line)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(file);
    const isTest = /\.test\.tsx?$|\.test-support\.ts$/.test(entry.name);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !isTest ? [file] : [];
  });
}

describe("roles are compared only in app/permissions.ts", () => {
  it("finds comparisons in the forms they take", () => {
    for (const line of [
      `if (user.role === "admin") {`,
      `  isAdmin: role === 'manager',`,
      `withList: "accounts" !== user.role`,
      `    case "operations":`,
      "if (actor.role !== expected) return;",
      `["admin", "manager"].includes(user.role)`,
    ]) {
      expect(roleComparisons(line), line).toEqual([line]);
    }
    for (const line of [
      `can(user.role, "reservation.create")`,
      `role: "admin",`,
      `const isAdmin = can(user.role, "reservation.status.softDeleted");`,
      `if (dashboardFor(role) !== "calendar")`,
      `to: "/luxebooking/admin"`,
    ]) {
      expect(roleComparisons(line), line).toEqual([]);
    }
  });

  it("finds none elsewhere in app/ and server/", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const found = ["app", "server"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => path.relative(root, file) !== path.join("app", "permissions.ts"))
      .flatMap((file) =>
        roleComparisons(readFileSync(file, "utf8")).map(
          (line) => `${path.relative(root, file)}: ${line.trim()}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
