/**
 * An error as the logs keep it, without the request's personal fields (issue 28 item 10). Drizzle
 * words a failed query as `Failed query: <sql>\nparams: <every value>`, and PostgreSQL's `detail`
 * repeats a refused value ('Key (email)=(…) already exists.'): a guest's name, phone or message
 * would be written to the logs with the failure. Kept: the error's type, its message up to the
 * values, its stack and causes, its code and other fields; dropped: the values.
 */
const PERSONAL_FIELDS = new Set(["params", "parameters", "values", "detail"]);
const VALUES_AT = "\nparams:";
const MAX_CAUSES = 5;

type ErrorLike = { name?: unknown; message?: unknown; stack?: unknown; cause?: unknown } & Record<
  string,
  unknown
>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === "object" && value !== null && typeof (value as ErrorLike).message === "string");

function ownMessage(error: ErrorLike): string {
  const message = String(error.message ?? "");
  const at = message.indexOf(VALUES_AT);
  return at < 0 ? message : `${message.slice(0, at)}${VALUES_AT} (not logged)`;
}

function ownStack(error: ErrorLike): string | undefined {
  if (typeof error.stack !== "string") return undefined;
  const message = String(error.message ?? "");
  const head = `${String(error.name ?? "Error")}: ${message}`;
  if (error.stack.startsWith(head))
    return `${String(error.name ?? "Error")}: ${ownMessage(error)}${error.stack.slice(head.length)}`;
  // A stack that does not start with the message: cut the values out up to the first frame.
  const at = error.stack.indexOf(VALUES_AT);
  if (at < 0) return error.stack;
  const frame = error.stack.indexOf("\n    at ", at);
  return `${error.stack.slice(0, at)}${VALUES_AT} (not logged)${frame < 0 ? "" : error.stack.slice(frame)}`;
}

/** pino's `err` serializer: the error and its causes, without the values they carry. */
export function logSafeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error;
  const chain: ErrorLike[] = [];
  for (
    let e: unknown = error;
    isErrorLike(e) && chain.length <= MAX_CAUSES && !chain.includes(e);
    e = e.cause
  ) {
    chain.push(e);
  }
  const safe: Record<string, unknown> = {
    type: (error as object).constructor?.name ?? String(error.name ?? "Error"),
    message: chain.map(ownMessage).join(": "),
    stack: chain
      .map(ownStack)
      .filter((s) => s !== undefined)
      .join("\ncaused by: "),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === "cause" || key === "message" || key === "stack" || PERSONAL_FIELDS.has(key)) continue;
    safe[key] = isErrorLike(value) ? logSafeError(value) : value;
  }
  return safe;
}
