import { createRequire } from "node:module";

const load = createRequire(import.meta.url);

/**
 * A CommonJS package loaded by its first use rather than at the server's start (issue 33,
 * docs/performance.md "Server memory"): a module once loaded stays in V8's heap for the life of the
 * process (its source, its compiled code, what it builds when it runs), so packages that only a few
 * requests need (QR codes, PDF signing) cost nothing until one of those requests comes. Node keeps
 * the module after the first call, so later calls are a cache lookup.
 */
export function lazyPackage<T>(id: string): () => T {
  return () => load(id) as T;
}
