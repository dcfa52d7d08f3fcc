import { sql } from "drizzle-orm";
import type { SeedContext } from "~/base/seed-context";
import { enquiries } from "~/db/schema";
import { venue } from "~/modules/site-content/venue";

const demoEnquiries = [
  {
    name: "Ananya Rao",
    email: "ananya.rao@example.com",
    phone: "+919845012345",
    subject: "Anniversary dinner for 20",
    message:
      "Hello, we would like one of the private pavilions for our parents' 35th anniversary on a Saturday evening next month. About 20 guests, mostly vegetarian. Could you share menu options?",
  },
  {
    name: "Rahul Menon",
    email: "rahul.menon@example.com",
    phone: "+919900112233",
    subject: `Corporate event in the ${venue.hallName} hall`,
    message: `We are planning a product launch for 120 people with a presentation and cocktails. Is the ${venue.hallName} hall free in the first week of next month?`,
  },
];

/** Demo content only: two sample enquiries for the staff inbox on a fresh demo database. */
export async function seedEnquiries({ database, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  const [existing] = await database.db.select({ n: sql<number>`count(*)::int` }).from(enquiries);
  if ((existing?.n ?? 0) > 0) return;
  await database.db.insert(enquiries).values(
    demoEnquiries.map((e, i) => ({
      ...e,
      senderKey: `demo-${i}`,
      captcha: "verified",
      createdAt: new Date(Date.now() - (i + 1) * 3_600_000),
    })),
  );
}
