import { enquiries } from "~/db/schema";

/** What the guest wrote, with its id and time, as the staff inbox reads it. */
export const enquiryContentColumns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  subject: enquiries.subject,
  message: enquiries.message,
  createdAt: enquiries.createdAt,
};
