import { enhanceContactForm, type Validate } from "./contact-enhance";

// Issue 32 item 10: the hall enquiry form's checks are its own schema's, loaded on first use like the
// contact form's; the rest (the proof of work, the send in place, the answer) is the contact form's.
const loadHallSchema = (): Promise<Validate> =>
  import("~/modules/contact/hall-enquiry.schema").then(
    (m) => (raw) => m.validateHallEnquiry(raw, m.indiaToday()),
  );

export function enhanceHallEnquiryForm(form: HTMLFormElement): () => void {
  return enhanceContactForm(form, loadHallSchema);
}
