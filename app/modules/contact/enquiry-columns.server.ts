import { enquiries } from "~/db/schema";

/** What the guest wrote, with its id and time: read by the inbox and by the outbox that forwards it. */
export const enquiryContentColumns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  subject: enquiries.subject,
  message: enquiries.message,
  createdAt: enquiries.createdAt,
};
