import type { NextFunction, Request, Response } from "express";
import { matchesEtag } from "~/modules/http-cache/etag";
import {
  type CachedPage,
  gzippedPageChunks,
  PageCache,
  pageChunks,
} from "~/modules/http-cache/page-cache.server";
import { pageCacheKey } from "~/modules/http-cache/page-policy";
import { languageFromCookie } from "~/modules/menu/languages";
import { hasVisitorPassCookie } from "~/modules/menu/visitor-pass.server";
import { atTableCookie } from "~/modules/tables/table-cookie";

/** Renders one request through React Router (the fetch API handler) with this response's context. */
export type Render = (
  request: globalThis.Request,
  req: Request,
  res: Response,
) => Promise<globalThis.Response>;

// Headers that belong to one response, not to the page.
const PER_RESPONSE = new Set(["set-cookie", "content-length", "date", "etag", "transfer-encoding"]);

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  return new globalThis.Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal: controller.signal,
  });
}

/**
 * Public pages from memory (see docs/decisions/0004-page-cache-and-static-home.md): ETag and Cache-Control on
 * every answer, 304 when the browser's copy is current, one render per page until staff change
 * its data. Requests the policy does not list go on to the router untouched.
 */
export function pageCacheMiddleware({ cache, render }: { cache: PageCache; render: Render }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = pageCacheKey(req.method, req.originalUrl);
    if (!key) return next();
    const policy = cache.policy(key);
    // Without a pass the menu redirects to the visitor form: that answer is the router's.
    if (policy.visitorPass && !hasVisitorPassCookie(req.get("cookie"))) return next();
    // Four languages at most (anything else reads as English): memory stays bounded.
    const variant =
      (policy.guestLanguage ? languageFromCookie(req.get("cookie")) : "") +
      (policy.tableService && atTableCookie(req.get("cookie")) ? "+table" : "");
    const nonce = res.locals.nonce as string;
    let page = cache.get(key, variant);
    let outcome = "hit";
    if (!page) {
      if (req.method === "HEAD") return next();
      outcome = "miss";
      try {
        const ticket = cache.ticket(key);
        const response = await render(toFetchRequest(req, res), req, res);
        const body = await response.text();
        if (response.status !== 200 || response.headers.has("set-cookie")) {
          res.status(response.status);
          for (const [name, value] of response.headers) res.append(name, value);
          res.send(body);
          return;
        }
        const headers = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name));
        if (!headers.some(([name]) => name === "cache-control"))
          headers.push(["cache-control", policy.cacheControl]);
        page = cache.store(key, ticket, { status: response.status, headers, body, nonce }, variant);
      } catch (error) {
        next(error);
        return;
      }
    }
    send(req, res, page, nonce, outcome);
  };
}

// The compression middleware's threshold: smaller pages are not worth a gzip header.
const COMPRESS_FROM = 1024;

function send(req: Request, res: Response, page: CachedPage, nonce: string, outcome: string) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Page-Cache", outcome);
  res.vary("Accept-Encoding");
  if (matchesEtag(req.get("if-none-match"), page.etag)) {
    // A 304's headers replace the stored ones (RFC 9111 4.3.4): a new CSP nonce here would no
    // longer match the nonce inside the browser's stored page, and its scripts would be blocked.
    res.removeHeader("Content-Security-Policy");
    res.removeHeader("Content-Type");
    res.status(304).end();
    return;
  }
  // The compression middleware leaves an encoded body alone; a cached page is gzipped once per
  // version (gzip-template.ts). HEAD gets GET's headers, its encoding and length included.
  const gzip =
    page.parts.reduce((n, part) => n + part.length, 0) >= COMPRESS_FROM &&
    req.acceptsEncodings("gzip", "identity") === "gzip";
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  // Written as the kept parts and this response's nonce between them (one writev), never joined
  // into a page-sized copy; res.write/end, not res.send: the validators are set.
  const chunks = gzip ? gzippedPageChunks(page, nonce) : pageChunks(page, nonce);
  res.setHeader(
    "Content-Length",
    chunks.reduce((n, chunk) => n + chunk.length, 0),
  );
  res.status(page.status);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
}

export { PageCache };
