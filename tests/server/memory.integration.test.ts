import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JEMALLOC_CONF, JEMALLOC_PATHS } from "../../server/memory-settings.mjs";
import { copyPreparedDataDir } from "../support/prepared";
import {
  PREPARED_PASSWORD,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitForHealth,
} from "../support/server-process";

// Issue 33: what the production server holds in memory. The packages used by a few staff actions
// (documents, workbooks, pictures, passwords, e-mail) are loaded by their first use, not at start:
// together they were ≈ 30 MB of V8's heap and ≈ 20 MB of native memory in every server.
let server: ServerProcess;
let dir: string;
let modulesFile: string;

beforeAll(async () => {
  dir = tempDataDir();
  modulesFile = path.join(dir, "modules.txt");
  writeFileSync(modulesFile, "");
  server = await startServer({
    DATA_DIR: copyPreparedDataDir(path.join(dir, "data")),
    NODE_OPTIONS: `--import=${path.resolve("tests/support/record-modules.mjs")}`,
    RECORD_MODULES_FILE: modulesFile,
  });
  await waitForHealth(server.url, 90_000);
});
afterAll(() => {
  server?.child.kill("SIGKILL");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signIn(role: string): Promise<string> {
  const res = await fetch(`${server.url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: `${role}@demo.test`, password: PREPARED_PASSWORD }),
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/** The packages (node_modules folders) the server has loaded so far. */
function loadedPackages(): Set<string> {
  const packages = new Set<string>();
  for (const url of readFileSync(modulesFile, "utf8").split("\n")) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
    if (match) packages.add(match[1] === "to-words" ? `to-words/${match[2]}` : match[1]!);
  }
  return packages;
}

const LAZY = [
  "pdfkit",
  "fontkit",
  "sharp",
  "write-excel-file",
  "nodemailer",
  "@zxcvbn-ts/core",
  // QR codes and the documents' digital signature (app/modules/lazy-package.server.ts).
  "qrcode",
  "node-forge",
  "@signpdf/signpdf",
  "@signpdf/placeholder-plain",
  "@signpdf/signer-p12",
];

describe("the server's packages", () => {
  it("leaves the document, workbook, picture, password-strength and e-mail packages unloaded while serving pages", async () => {
    const admin = await signIn("admin");
    for (const [page, cookie] of [
      ["/", ""],
      ["/luxe", ""],
      ["/gallery", ""],
      ["/luxebooking", admin],
      ["/luxebooking/accounts", admin],
    ] as const) {
      const res = await fetch(`${server.url}${page}`, { headers: { cookie }, redirect: "manual" });
      expect(res.status, page).toBe(200);
    }
    const loaded = loadedPackages();
    // The recording works: the packages every page needs are there.
    expect(loaded).toContain("react-dom");
    expect(loaded).toContain("express");
    for (const name of LAZY) expect(loaded, name).not.toContain(name);
    // The amounts in words: the Indian English locale only, not the package's every locale.
    expect([...loaded].filter((p) => p.startsWith("to-words/") && !/en-IN|ToWordsCore/.test(p))).toEqual([]);
  });

  it("loads the workbook package with the first workbook and sharp with the first picture", async () => {
    const admin = await signIn("admin");
    const xlsx = await fetch(`${server.url}/api/v1/reservations/export.xlsx`, { headers: { cookie: admin } });
    expect(xlsx.status).toBe(200);
    expect(loadedPackages()).toContain("write-excel-file");
    const png = await fetch(`${server.url}/api/v1/menu/qr-poster.png`, { headers: { cookie: admin } });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(loadedPackages()).toContain("sharp");
    // The poster's QR code loaded the QR package.
    expect(loadedPackages()).toContain("qrcode");
  });
});

describe("the server process", () => {
  it("started as `node server.js`, runs with the memory settings under its own process id", () => {
    // startServer spawns `node server.js` with neither the flags nor the variable.
    const pid = server.child.pid!;
    const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    expect(argv).toEqual(
      expect.arrayContaining([
        "--max-semi-space-size=1",
        "--heap-growing-percent=25",
        "--optimize-for-size",
        "--no-separate-gc-phases",
        "--liftoff-only",
      ]),
    );
    expect(argv.at(-2)).toMatch(/server\.js$/);
    const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    expect(environment).toContain("MALLOC_ARENA_MAX=2");
    // jemalloc is in the process when the machine has it (.ci/run installs libjemalloc2), else not.
    const jemalloc = JEMALLOC_PATHS.find((file) => existsSync(file));
    const maps = readFileSync(`/proc/${pid}/maps`, "utf8");
    if (jemalloc) {
      expect(maps).toContain(jemalloc);
      expect(environment).toContain(`MALLOC_CONF=${JEMALLOC_CONF}`);
    } else expect(maps).not.toContain("jemalloc");
  });

  it("has a new embedded database made by a process of its own, then opens it ready", async () => {
    const fresh = tempDataDir();
    const started = await startServer({ DATA_DIR: path.join(fresh, "data"), LOG_LEVEL: "info" });
    try {
      await waitForHealth(started.url, 90_000);
      const opened = started
        .output()
        .split("\n")
        .filter((line) => line.includes('"embedded database (PGlite) opened"'))
        .map((line) => JSON.parse(line) as { pid: number; fromTemplate: boolean });
      // The preparing process opened it new; the server, with its own process id, opened it ready.
      expect(opened).toHaveLength(2);
      expect(opened[0]!.pid).not.toBe(started.child.pid);
      expect(opened[1]!.pid).toBe(started.child.pid);
      expect(opened[1]!.fromTemplate).toBe(false);
      expect(existsSync(path.join(fresh, "data", "pgdata", "PG_VERSION"))).toBe(true);
      // The demo accounts were printed once, by the preparing process.
      expect(started.output().match(/Demo staff accounts/g)).toHaveLength(1);
    } finally {
      started.child.kill("SIGKILL");
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
