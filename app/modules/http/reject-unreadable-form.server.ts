import { data, type MiddlewareFunction } from "react-router";

export const unreadableFormMessage = "The form could not be read. Please try again.";

/**
 * Page actions read their body with request.formData(), which throws on a body that is not a
 * web form (JSON, XML, a broken multipart boundary): without this every such request answered
 * 500. Reading a clone here turns it into a 400 with a plain message before any action runs.
 * API routes read their own bodies (JSON imports, photo uploads) and answer for them.
 */
export const rejectUnreadableForm: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  if (new URL(request.url).pathname.startsWith("/api/")) return next();
  try {
    await request.clone().formData();
  } catch {
    throw data({ message: unreadableFormMessage }, { status: 400 });
  }
  return next();
};
