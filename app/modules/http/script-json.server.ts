import type { MiddlewareFunction } from "react-router";

type ActionResult = unknown;

/** React Router's `data(value, init)`: what an action answers with a status or headers. */
function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (value as { type?: unknown } | null)?.type === "DataWithResponseInit";
}

/**
 * A guest page served without React posts its form to the page's own URL from its script, asking
 * for JSON (`Accept: application/json`): this route middleware answers that post with the route's
 * own action, as JSON with the action's status and headers (a cookie the action sets included),
 * before React would render the page. A plain form post (no script) still gets the page.
 */
export function answerScriptsWithJson(
  action: (args: Parameters<MiddlewareFunction>[0]) => Promise<ActionResult>,
): MiddlewareFunction<Response> {
  return async (args, next) => {
    const { request } = args;
    if (request.method !== "POST" || request.headers.get("Accept") !== "application/json") return next();
    const result = await action(args);
    if (result instanceof Response) return result;
    const body = isDataWithInit(result) ? result.data : result;
    const init = isDataWithInit(result) ? (result.init ?? {}) : {};
    const headers = new Headers(init.headers);
    headers.set("Cache-Control", "no-store");
    return Response.json(body, { status: init.status ?? 200, headers });
  };
}
