// `npm run audit`: fails when npm audit reports a high or critical vulnerability in production
// dependencies. Exit 0 = clean, 1 = vulnerable, 2 = the registry's audit endpoint could not be asked
// (this machine's registry mirror answers 405): then nothing was checked, and the caller says so.
import { spawnSync } from "node:child_process";

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = null;
}
if (!report || report.statusCode || report.error || !report.metadata) {
  console.log(
    `npm audit could not reach the audit endpoint (${report?.statusCode ?? report?.error?.code ?? "no answer"}): not checked.`,
  );
  process.exit(2);
}
const { high = 0, critical = 0, moderate = 0, low = 0 } = report.metadata.vulnerabilities ?? {};
console.log(
  `npm audit (production dependencies): ${critical} critical, ${high} high, ${moderate} moderate, ${low} low`,
);
process.exit(high + critical > 0 ? 1 : 0);
