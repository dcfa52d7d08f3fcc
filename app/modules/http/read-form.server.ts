import { data } from "react-router";

export const unreadableFormMessage = "The form could not be read. Please try again.";

/**
 * The body of a page action as a web form. `request.formData()` throws on a body that is not one
 * (JSON, XML, plain text, a broken multipart boundary); without this such a request answered 500.
 * Every page action reads its form through here (a test walks app/routes to keep it so), so the
 * body is parsed once. API routes read their own bodies and answer for them.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: unreadableFormMessage }, { status: 400 });
  }
}
