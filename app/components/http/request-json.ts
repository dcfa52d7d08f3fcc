/**
 * The staff screens' one way to ask a JSON API from the browser (issue 28 item 17): React Router's
 * fetchers carry forms and loaders; this carries the few calls that are neither (the overlap check
 * while typing, a file's rows, the menu import's JSON). A refusal's `{ message }` (`jsonReply`)
 * becomes `message`; a network failure throws, as fetch does (the caller says what it means).
 */
export type JsonReply<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string; body: unknown };

export async function requestJson<T>(
  url: string,
  init: { method?: "GET" | "POST"; json?: unknown; form?: FormData; signal?: AbortSignal } = {},
): Promise<JsonReply<T>> {
  const response = await fetch(url, {
    method: init.method ?? (init.json === undefined && init.form === undefined ? "GET" : "POST"),
    headers: {
      Accept: "application/json",
      ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
    },
    // A form (a file upload) goes as multipart/form-data: the browser sets its boundary.
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    signal: init.signal,
  });
  if (response.ok) return { ok: true, status: response.status, body: (await response.json()) as T };
  const body: unknown = await response.json().catch(() => null);
  // `{ message }` (jsonReply) or a toast reply's `{ ok: false, error }`.
  const given =
    body && typeof body === "object" && "message" in body && typeof body.message === "string"
      ? body.message
      : body && typeof body === "object" && "error" in body && typeof body.error === "string"
        ? body.error
        : null;
  return {
    ok: false,
    status: response.status,
    message: given ?? `The server answered ${response.status}.`,
    body,
  };
}
