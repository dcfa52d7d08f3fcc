import nodemailer from "nodemailer";
import type { Env } from "~/env.server";
import { formatDateTime } from "~/modules/time";

/**
 * When e-mail is configured (SMTP_URL), the reset link also goes to the account's address; the
 * admin still sees it once to pass on, so a mail server that refuses it loses nothing: false then.
 * Sent directly once, not through the enquiries' outbox (see docs/staff-accounts.md).
 */
export async function mailResetLink(
  env: Pick<Env, "SMTP_URL" | "ENQUIRY_TO" | "PUBLIC_URL">,
  options: { to: string; url: string; expiresAt: string },
): Promise<boolean> {
  if (!env.SMTP_URL) return false;
  const smtp = new URL(env.SMTP_URL);
  for (const key of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) {
    if (!smtp.searchParams.has(key)) smtp.searchParams.set(key, "10000");
  }
  const from = env.ENQUIRY_TO ?? `no-reply@${new URL(env.PUBLIC_URL).hostname}`;
  try {
    await nodemailer.createTransport(smtp.toString()).sendMail({
      from: { name: "Luxe Hall Reservations", address: from },
      to: options.to,
      subject: "Set a new password for Luxe Hall Reservations",
      text: [
        "An administrator created a link for you to set a new password:",
        "",
        options.url,
        "",
        `It works once, until ${formatDateTime(options.expiresAt)} (India Standard Time).`,
        "If you did not expect it, tell your administrator.",
      ].join("\n"),
    });
    return true;
  } catch {
    return false;
  }
}
