import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { DocumentCards, documentCardsContext } from "./components/menu/document-cards";
import { isGuestLanguagePath, RequestLanguage } from "./components/menu/page-language";
import { NonceContext } from "./components/nonce";
import { getApp } from "./context.server";
import { guestErrorTexts } from "./modules/menu/guest-error-texts";
import { languageFromCookie } from "./modules/menu/language-codes";
import { acceptsGzip, RenderCache, renderCacheKey } from "./modules/http-cache/render-cache.server";

export const streamTimeout = 5_000;

/**
 * The whole document is sent at once (onAllReady, below), so every Suspense boundary is written in
 * place. React otherwise moves a finished boundary of over 12,800 bytes (its progressive chunk size)
 * to the end of the document, hidden, with a script that moves it back: the accounts home's money
 * summary (a lazily loaded part of the dashboard) came after the calendar for a reader without
 * JavaScript and a frame late for everyone else.
 */
export const wholeDocument = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;

const renderCache = new RenderCache();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, logger } = getApp(loadContext);
  // Issue 18: a guest's error and 404 screens in the language they chose.
  const language = isGuestLanguagePath(new URL(request.url).pathname)
    ? languageFromCookie(request.headers.get("cookie"))
    : "en";
  const requested = { language, errors: guestErrorTexts[language] };
  // Pages whose route asks for it (render-cache.server.ts) are rendered once per URL, data and
  // language (the one render input read from the request's cookie).
  const cacheKey = loadContext.get(documentCardsContext)
    ? null
    : renderCacheKey(request, responseStatusCode, routerContext, language);
  const kept = cacheKey
    ? renderCache.hit(cacheKey, nonce, acceptsGzip(request.headers.get("accept-encoding")))
    : null;
  if (kept) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set("X-Render-Cache", "hit");
    // Gzipped once per kept copy; the compression middleware leaves an encoded answer alone.
    if (kept.encoding) responseHeaders.set("Content-Encoding", kept.encoding);
    responseHeaders.append("Vary", "Accept-Encoding");
    return new Response(kept.body as Uint8Array<ArrayBuffer>, {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }

  // No page defers data (no <Await>), so nothing is gained by streaming: the whole document is
  // rendered, then sent as one body. Piping React's many small chunks through a PassThrough and
  // a web ReadableStream into Express cost more CPU than the rendering of some pages.
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const chunks: Uint8Array[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const body = Buffer.concat(chunks);
        // An error during the render turned the status to 500: that page is not kept.
        if (cacheKey && responseStatusCode === 200) {
          renderCache.set(cacheKey, body, nonce);
          responseHeaders.set("X-Render-Cache", "miss");
        }
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RequestLanguage.Provider value={requested}>
          <DocumentCards.Provider value={loadContext.get(documentCardsContext)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </DocumentCards.Provider>
        </RequestLanguage.Provider>
      </NonceContext.Provider>,
      {
        ...wholeDocument,
        nonce,
        onAllReady() {
          shellRendered = true;
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "error while rendering a page");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) return;
  const app = getApp(context);
  app.logger.error({ err: error, url: request.url }, "unexpected error");
};
