// Loaded with `node --import` into a server by tests/server/memory.integration.test.ts, never into
// the product: appends the URL of every module the process resolves to RECORD_MODULES_FILE, so a
// test can tell which packages a server has loaded (issue 33: the heavy ones only when used).
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

const file = process.env.RECORD_MODULES_FILE;
if (file) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      appendFileSync(file, `${resolved.url}\n`);
      return resolved;
    },
  });
}
