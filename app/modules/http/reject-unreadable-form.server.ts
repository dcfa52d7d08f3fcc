import { data, type MiddlewareFunction } from "react-router";

export const unreadableFormMessage = "The form could not be read. Please try again.";

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

/**
 * Page actions read their body with request.formData(), which throws on a body that is not a
 * web form (JSON, XML, a broken multipart boundary): without this every such request answered
 * 500. Here it becomes a 400 with a plain message before any action runs. A URL-encoded body
 * always parses (undici decodes any bytes), so only multipart bodies are read twice, once here
 * from a clone; every other type is refused unread. API routes read their own bodies (JSON
 * imports, photo uploads) and answer for them.
 */
export const rejectUnreadableForm: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  if (new URL(request.url).pathname.startsWith("/api/")) return next();
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === URLENCODED) return next();
  if (type !== MULTIPART) throw data({ message: unreadableFormMessage }, { status: 400 });
  try {
    await request.clone().formData();
  } catch {
    throw data({ message: unreadableFormMessage }, { status: 400 });
  }
  return next();
};
