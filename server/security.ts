import type { NextFunction, Request, Response } from "express";
import type { Env } from "~/env.server";
import { controlCharacterMessage, urlHasControlCharacter } from "~/modules/http/control-characters";

/** Nonce-based CSP and the other headers of OWASP ASVS L2 (issue 2 item 7). */
export function securityHeaders(env: Pick<Env, "NODE_ENV" | "PUBLIC_URL">) {
  const https = env.PUBLIC_URL.startsWith("https://");
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = res.locals.nonce as string;
    const scriptSrc = [`'self'`, `'nonce-${nonce}'`];
    // Vite's dev server injects inline module scripts for HMR.
    if (env.NODE_ENV === "development") scriptSrc.push(`'unsafe-inline'`);
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src ${env.NODE_ENV === "development" ? "'self' 'unsafe-inline'" : scriptSrc.join(" ")}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `connect-src 'self'${env.NODE_ENV === "development" ? " ws:" : ""}`,
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        // wa.me: the client-message forms are answered with a redirect to WhatsApp (issue 16).
        "form-action 'self' https://wa.me",
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (env.NODE_ENV === "production" && https) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Rejects cross-site state-changing requests (CSRF defence in depth beside SameSite=Lax):
 * Sec-Fetch-Site must not be cross-site, and an Origin header must be this site's.
 */
export function rejectCrossSite(env: Pick<Env, "PUBLIC_URL">) {
  const publicOrigin = new URL(env.PUBLIC_URL).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const crossSite =
      site === "cross-site" || (origin !== undefined && origin !== publicOrigin && origin !== ownOrigin);
    if (crossSite) {
      res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
      return;
    }
    next();
  };
}

/** Refuses bodies over `limit` bytes (413), by declared length or by counting a streamed body. */
export function limitBody(limit: number, overrides: Record<string, number> = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const prefix = Object.keys(overrides).find((p) => req.path.startsWith(p));
    const max = prefix ? overrides[prefix]! : limit;
    const message = `The request is too large (limit ${Math.round(max / 1024 / 1024)} MB).`;
    const declared = Number(req.get("content-length") ?? "NaN");
    if (Number.isFinite(declared) && declared > max) {
      res.status(413).type("text/plain").send(message);
      return;
    }
    if (!Number.isFinite(declared)) {
      let seen = 0;
      req.on("data", (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > max && !res.headersSent) {
          res.status(413).type("text/plain").send(message);
          req.destroy();
        }
      });
    }
    next();
  };
}

/**
 * A control character (a NUL byte, a line feed …) in the address: a search or filter that would
 * have reached the database with it (issue 28 item 10). 400 with a clear message, as JSON for the
 * APIs and the router's data requests, as text for a page.
 */
export function refuseControlCharacters() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!urlHasControlCharacter(req.originalUrl)) return next();
    res.setHeader("Cache-Control", "no-store");
    const wantsJson =
      req.path.startsWith("/api/") ||
      req.path.endsWith(".data") ||
      (req.get("accept") ?? "").includes("json");
    if (wantsJson) res.status(400).json({ message: controlCharacterMessage });
    else res.status(400).type("text/plain").send(controlCharacterMessage);
  };
}
