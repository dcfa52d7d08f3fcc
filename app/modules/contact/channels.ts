/** Where a stored enquiry is forwarded: e-mail to the venue, the form-submission service, or both. */
export type DeliveryChannel = "email" | "form-service";

export interface ForwardingConfig {
  SMTP_URL?: string;
  ENQUIRY_TO?: string;
  FORM_SERVICE_URL?: string;
}

/** With neither configured the enquiry simply waits in the staff inbox. */
export function configuredChannels(env: ForwardingConfig): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (env.SMTP_URL && env.ENQUIRY_TO) channels.push("email");
  if (env.FORM_SERVICE_URL) channels.push("form-service");
  return channels;
}
