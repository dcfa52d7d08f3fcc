import { getApp } from "~/context.server";
import { handleContactSubmission } from "~/modules/contact/contact-submission.server";
import type { Route } from "./+types/contact";

/** Public (spec 6: the contact form is open to any visitor). JSON twin of the /contact form post. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ message: "Method not allowed" }, { status: 405 });
  const app = getApp(context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json(
      { success: false, message: "The form could not be read. Please try again." },
      { status: 400 },
    );
  }
  const { status, reply } = await handleContactSubmission(app, form);
  return Response.json(reply, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json({ message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
