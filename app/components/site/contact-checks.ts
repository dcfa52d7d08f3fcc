import type { Validate } from "./contact-enhance";

/** The contact form's checks in the browser: the server's own Zod schema, loaded on first use. */
export const loadContactChecks = (): Promise<Validate> =>
  import("~/modules/contact/contact.schema").then((m) => m.validateContact);
