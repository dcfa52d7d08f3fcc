import { data } from "react-router";
import { controlCharacterMessage, formHasControlCharacter } from "./control-characters";

export const unreadableFormMessage = "The form could not be read. Please try again.";

/**
 * The body of a page action as a web form. `request.formData()` throws on a body that is not one
 * (JSON, XML, plain text, a broken multipart boundary); without this such a request answered 500.
 * Every page action reads its form through here (a test walks app/routes to keep it so), so the
 * body is parsed once. API routes read their own bodies and answer for them. A control character
 * in a field (a NUL byte: the database refuses it) is refused here too, 400 with a clear message.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: unreadableFormMessage }, { status: 400 });
  }
  if (formHasControlCharacter(form)) throw data({ message: controlCharacterMessage }, { status: 400 });
  return form;
}
