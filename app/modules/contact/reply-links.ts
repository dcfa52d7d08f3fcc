import { whatsappLink, whatsappNumber } from "~/modules/phone/whatsapp";

/** mailto: link answering an enquiry, with 'Re:' and the visitor's subject. */
export function mailtoLink(enquiry: { email: string; subject: string; name: string }): string {
  const subject = enquiry.subject ? `Re: ${enquiry.subject}` : "Re: your enquiry to Eden";
  return `mailto:${encodeURIComponent(enquiry.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`Dear ${enquiry.name},\n\n`)}`;
}

/**
 * wa.me link to the visitor's phone, by the same rule as the client messages on a reservation
 * (+91 by default); null when WhatsApp cannot use the phone given.
 */
export function whatsappReplyLink(enquiry: { phone: string; name: string }): string | null {
  const number = whatsappNumber(enquiry.phone);
  return number ? whatsappLink(number, `Hello ${enquiry.name}, thank you for contacting Eden.`) : null;
}
