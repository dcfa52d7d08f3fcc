import { venue } from "~/modules/site-content/venue";

/** Every visitor-facing text of the contact form (spec 4, 5 and 8), word for word where the spec gives one. */
export const contactMessages = {
  required: "Please fill in all required fields.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  success: "Message sent successfully! We'll get back to you soon.",
  serviceFailed: "Failed to submit form. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  sending: "Sending...",
  send: "Send Message",
  // Not in the spec: the server's extra defences need their own clear texts.
  captchaFailed:
    "The spam check could not confirm your message. Please wait for the check to finish and send it again.",
  rateLimited: `You have sent 5 messages in the last hour. Please try again later, or call us on ${venue.phone}.`,
  nameOneLine: "Name must be on one line.",
} as const;

/** Issue 32 item 2: shown under the phone field, so a refused number says which form is wanted. */
export const PHONE_HINT = "10 digits, or +91 and 10 digits";

/** Spec 5: the usual e-mail pattern with a top-level part of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** Spec 5 and 9: an optional leading plus followed by 10 to 14 digits only. */
export const PHONE_PATTERN = /^\+?\d{10,14}$/;
