/**
 * The one WhatsApp phone rule of the product (client messages on a reservation and the reply to an
 * enquiry): a phone as WhatsApp wants it, the international number in digits, India (+91) by default.
 * Null when it cannot be one: letters, too short or too long, or an Indian number that is not a mobile
 * (Indian mobile numbers start with 6, 7, 8 or 9; WhatsApp needs a mobile).
 */
export function whatsappNumber(raw: string, defaultCountryCode = "91"): string | null {
  const trimmed = raw.trim();
  if (!/^\(?\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (/^\(?\+/.test(trimmed)) {
    if (digits.length < 8 || digits.length > 15) return null;
  } else {
    if (digits.startsWith("00")) digits = digits.slice(2);
    else if (digits.length === 11 && digits.startsWith("0")) digits = defaultCountryCode + digits.slice(1);
    else if (digits.length === 10) digits = defaultCountryCode + digits;
    if (digits.length < 11 || digits.length > 15 || digits.startsWith("0")) return null;
  }
  if (digits.startsWith("91") && !/^91[6-9]\d{9}$/.test(digits)) return null;
  return digits;
}

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
