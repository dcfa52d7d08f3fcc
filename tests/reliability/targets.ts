import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";

export interface Target {
  /** URL pattern from app/routes.ts, e.g. "/luxebooking/reservation/:id". */
  pattern: string;
  file: string;
  methods: ("GET" | "POST")[];
}

function flatten(entries: RouteConfigEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((e) => {
    const pattern = e.path ? `${parent}/${e.path}`.replace(/\/+/g, "/") : parent || "/";
    const self = e.index || e.path ? [{ pattern, file: e.file }] : [];
    return [...self, ...flatten(e.children ?? [], e.path ? pattern : parent)];
  });
}

const exportsAction = (source: string) =>
  /export (async )?function action\b|export const action\b/.test(source);

/**
 * Every form action and every API route of app/routes.ts: actions are fuzzed with POST, API
 * routes with GET and POST (a POST to a loader-only API route must answer 405, not 5xx).
 */
export function fuzzTargets(): Target[] {
  const targets: Target[] = [];
  for (const { pattern, file } of flatten(routes)) {
    const source = readFileSync(path.join("app", file), "utf8");
    const api = pattern.startsWith("/api/");
    const methods: Target["methods"] = api ? ["GET", "POST"] : exportsAction(source) ? ["POST"] : [];
    if (methods.length) targets.push({ pattern, file, methods });
  }
  return targets;
}
