import { getSessionSecret } from "~/modules/auth/secret.server";
import { createCaptchaChallenge } from "~/modules/contact/captcha.server";

/** Public: a fresh signed ALTCHA challenge for the contact form's widget. */
export async function loader() {
  const challenge = await createCaptchaChallenge({ secret: getSessionSecret() });
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}
