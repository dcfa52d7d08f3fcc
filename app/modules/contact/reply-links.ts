/** mailto: link answering an enquiry, with 'Re:' and the visitor's subject. */
export function mailtoLink(enquiry: { email: string; subject: string; name: string }): string {
  const subject = enquiry.subject ? `Re: ${enquiry.subject}` : "Re: your enquiry to Eden";
  return `mailto:${encodeURIComponent(enquiry.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`Dear ${enquiry.name},\n\n`)}`;
}

/**
 * wa.me link to the visitor's phone. Ten-digit numbers are Indian mobiles written without the
 * country code, so 91 is put in front; numbers given with a plus keep their own code.
 */
export function whatsappLink(enquiry: { phone: string; name: string }): string {
  const digits = enquiry.phone.replace(/\D/g, "");
  const international = digits.length === 10 && !enquiry.phone.startsWith("+") ? `91${digits}` : digits;
  const text = `Hello ${enquiry.name}, thank you for contacting Eden.`;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}
