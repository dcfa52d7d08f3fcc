import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of DESIGN.md ("routes → components → modules → db") checked on every import of the
 * product code under app/ and server/. Tests are left out: a route's integration test beside its
 * module imports the route on purpose.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

type Layer = "server" | "routes" | "components" | "modules" | "db" | "shared";

/** Which layers a layer may not import from. */
const FORBIDDEN: Record<Layer, Layer[]> = {
  server: [],
  routes: ["server"],
  components: ["routes", "server"],
  modules: ["components", "routes", "server"],
  db: ["modules", "components", "routes", "server"],
  // The bottom layer, read by every layer: app/permissions.ts, app/env.server.ts,
  // app/context.server.ts and app/base/ (DomainError, the live-event bus). Issue 28 item 19: it
  // imports nothing from modules/ either.
  shared: ["modules", "components", "routes", "server"],
};

/** What React Router reads from a route module; anything else belongs in a module or component. */
const ROUTE_EXPORTS = new Set([
  "default",
  "loader",
  "clientLoader",
  "action",
  "clientAction",
  "meta",
  "links",
  "headers",
  "handle",
  "ErrorBoundary",
  "HydrateFallback",
  "Layout",
  "shouldRevalidate",
  "middleware",
  "clientMiddleware",
]);

function layerOf(file: string): Layer {
  const rel = path.relative(ROOT, file).split(path.sep).join("/");
  if (rel.startsWith("server/")) return "server";
  if (
    rel.startsWith("app/routes/") ||
    ["app/root.tsx", "app/routes.ts", "app/entry.server.tsx"].includes(rel)
  )
    return "routes";
  if (rel.startsWith("app/components/")) return "components";
  if (rel.startsWith("app/modules/")) return "modules";
  if (rel.startsWith("app/db/")) return "db";
  return "shared";
}

const isTest = (file: string) => /\.test\.tsx?$|\.test-support\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !isTest(full) ? [full] : [];
  });
}

/**
 * Comments out, strings kept: an import mentioned in a comment is not an import. A block comment
 * leaves its line breaks, so that a line found afterwards keeps its number in the file.
 */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ""))
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Every module specifier a file imports or re-exports, type-only ones included. */
function importsOf(text: string): string[] {
  const code = withoutComments(text);
  const found: string[] = [];
  for (const pattern of [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ]) {
    for (const match of code.matchAll(pattern)) found.push(match[1]!);
  }
  return found;
}

/** The file a specifier names, or null for a package or generated types. */
function resolve(from: string, imported: string): string | null {
  // Vite's suffixes ("?url", "?raw") name the same file.
  const specifier = imported.replace(/\?.*$/, "");
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(ROOT, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (specifier.includes("+types/")) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.js`,
    `${base}.mjs`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(ROOT, from)} imports ${specifier}, which names no file`);
}

/** The names a file exports ("default" for a default export). */
function exportsOf(text: string): string[] {
  const code = withoutComments(text);
  const names: string[] = [];
  if (/^\s*export\s+default\b/m.test(code)) names.push("default");
  for (const match of code.matchAll(
    /^\s*export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|type|interface|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm,
  )) {
    names.push(match[1]!);
  }
  for (const match of code.matchAll(/^\s*export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const part of match[1]!.split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (name) names.push(name);
    }
  }
  for (const match of code.matchAll(/^\s*export\s+\*/gm)) names.push(match[0].trim());
  return names;
}

/** The files app/routes.ts names as routes, and the root route. */
function routeFiles(): string[] {
  const table = readFileSync(path.join(ROOT, "app/routes.ts"), "utf8");
  const files = [...table.matchAll(/["'](routes\/[^"']+\.tsx?)["']/g)].map((m) =>
    path.join(ROOT, "app", m[1]!),
  );
  return [...new Set([path.join(ROOT, "app/root.tsx"), ...files])];
}

function layerViolations(files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const from = layerOf(file);
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      const target = resolve(file, specifier);
      if (!target) continue;
      const to = layerOf(target);
      if (FORBIDDEN[from].includes(to)) {
        problems.push(`${path.relative(ROOT, file)} (${from}) imports ${specifier} (${to})`);
      }
    }
  }
  return problems;
}

/**
 * A comparison with a role name (issue 13 item 3, docs/architecture.md): `role === "admin"`,
 * `"manager" !== user.role`, `case "operations":`, `x.role === y`, `["admin", …].includes(role)`.
 * Only app/permissions.ts turns a role into what it may do; everything else asks `can`/`authorize`.
 */
const ROLE = `["'](?:admin|manager|operations|accounts)["']`;
const ROLE_COMPARISON = new RegExp(
  [
    `(?:===|!==|==|!=)\\s*${ROLE}`,
    `${ROLE}\\s*(?:===|!==|==|!=)`,
    `\\bcase\\s+${ROLE}`,
    `\\.role\\s*(?:===|!==|==|!=)`,
    `(?:===|!==|==|!=)\\s*[\\w.?]+\\.role\\b`,
    `\\[\\s*${ROLE}[^\\]]*\\]\\s*\\.includes\\(`,
  ].join("|"),
);

function roleComparisons(file: string, text: string): string[] {
  return withoutComments(text)
    .split("\n")
    .flatMap((line, i) => (ROLE_COMPARISON.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

/** The module folder (app/modules/<name>/) a file belongs to, or null. */
function moduleOf(file: string): string | null {
  const rel = path.relative(path.join(ROOT, "app/modules"), file).split(path.sep);
  return rel.length > 1 && rel[0] !== ".." ? rel[0]! : null;
}

/** Pairs of module folders that import each other, as "a <-> b" (a before b). */
function moduleCircles(files: string[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      const target = resolve(file, specifier);
      const to = target ? moduleOf(target) : null;
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const circles = new Set<string>();
  for (const [a, targets] of edges)
    for (const b of targets) if (edges.get(b)?.has(a)) circles.add([a, b].sort().join(" <-> "));
  return [...circles].sort();
}

/**
 * Issue 28 item 19: the module circles left, each for a reason (docs/architecture.md "Module
 * circles"). A new circle fails; breaking one of these means removing it here.
 */
const KNOWN_CIRCLES = [
  "auth <-> staff",
  "billing <-> outbox",
  "billing <-> reservations",
  "contact <-> outbox",
  "menu <-> tables",
];

describe("layers (DESIGN.md: routes → components → modules → db)", () => {
  const files = [...sourceFiles(path.join(ROOT, "app")), ...sourceFiles(path.join(ROOT, "server"))];

  it("walks the product code", () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files.some((f) => f.endsWith("server/app.ts"))).toBe(true);
  });

  it("no import goes against the layers: modules → components or routes, db → modules, components → routes, the bottom layer → modules", () => {
    expect(layerViolations(files)).toEqual([]);
  });

  it("no file but app/permissions.ts compares role names: the others ask can/authorize", () => {
    const problems = files
      .filter((file) => path.relative(ROOT, file) !== path.join("app", "permissions.ts"))
      .flatMap((file) => roleComparisons(path.relative(ROOT, file), readFileSync(file, "utf8")));
    expect(problems).toEqual([]);
  });

  it("the bottom layer (permissions, context, env, app/base/) imports nothing from modules/", () => {
    const bottom = files.filter((f) => layerOf(f) === "shared");
    expect(bottom.map((f) => path.relative(ROOT, f).split(path.sep).join("/"))).toEqual(
      expect.arrayContaining(["app/permissions.ts", "app/context.server.ts", "app/base/errors.ts"]),
    );
    expect(layerViolations(bottom)).toEqual([]);
  });

  it("no new circle between module folders (issue 28 item 19)", () => {
    expect(moduleCircles(files)).toEqual(KNOWN_CIRCLES);
  });

  it("a route file exports only what React Router reads from a route module", () => {
    const problems = routeFiles().flatMap((file) =>
      exportsOf(readFileSync(file, "utf8"))
        .filter((name) => !ROUTE_EXPORTS.has(name))
        .map((name) => `${path.relative(ROOT, file)} exports ${name}`),
    );
    expect(problems).toEqual([]);
  });
});

describe("the layer checker itself", () => {
  it("reads every form of import and re-export, type-only ones included", () => {
    const text = [
      'import { a } from "~/modules/x";',
      'import type { B } from "./b";',
      "import {\n  c,\n  type D,\n} from '../c';",
      'import "./side-effect.css";',
      'export { e } from "~/db/e";',
      'export * from "./f";',
      'const g = await import("~/components/g");',
      '// import { h } from "~/routes/h";',
      '/* import { i } from "~/routes/i"; */',
      'const url = "http://example.test";',
    ].join("\n");
    expect(importsOf(text)).toEqual([
      "~/modules/x",
      "./b",
      "../c",
      "~/db/e",
      "./f",
      "./side-effect.css",
      "~/components/g",
    ]);
  });

  it("reads every exported name of a file", () => {
    const text = [
      "export default function Page() {}",
      "export async function loader() {}",
      "export const DENIAL = 'x';",
      "export function Helper() {}",
      "export type Props = {};",
      "export { a, b as c, type D };",
      "// export const commented = 1;",
    ].join("\n");
    expect(exportsOf(text)).toEqual(["default", "loader", "DENIAL", "Helper", "Props", "a", "c", "D"]);
  });

  it("finds each form of role comparison, and not a role named in data", () => {
    const caught = [
      'if (user.role === "admin") {}',
      "const boss = 'manager' !== role;",
      '    case "operations":',
      "if (session.user.role == wanted) {}",
      "const same = a === b.role;",
      'const staff = ["admin", "manager"].includes(user.role);',
    ];
    for (const line of caught) expect(roleComparisons("x.ts", line), line).toHaveLength(1);
    const allowed = [
      'await signInAs(page, "admin");',
      'const labels = { admin: "Admin", accounts: "Accounts" };',
      'const role = form.get("role") ?? "manager";',
      'if (can(user.role, "reservations.delete")) {}',
      '// role === "admin" in a comment',
    ];
    for (const line of allowed) expect(roleComparisons("x.ts", line), line).toEqual([]);
    // Named by its line in the file, after a block comment of several lines.
    expect(roleComparisons("x.ts", '/**\n * A doc comment.\n */\nif (user.role === "admin") {}')).toEqual([
      'x.ts:4: if (user.role === "admin") {}',
    ]);
  });

  it("classifies files by layer", () => {
    expect(layerOf(path.join(ROOT, "app/modules/menu/x.ts"))).toBe("modules");
    expect(layerOf(path.join(ROOT, "app/root.tsx"))).toBe("routes");
    expect(layerOf(path.join(ROOT, "app/components/ui/x.tsx"))).toBe("components");
    expect(layerOf(path.join(ROOT, "app/db/schema/index.ts"))).toBe("db");
    expect(layerOf(path.join(ROOT, "server/app.ts"))).toBe("server");
    expect(layerOf(path.join(ROOT, "app/permissions.ts"))).toBe("shared");
    expect(layerOf(path.join(ROOT, "app/context.server.ts"))).toBe("shared");
    expect(layerOf(path.join(ROOT, "app/base/errors.ts"))).toBe("shared");
  });
});
