import type { ReactNode } from "react";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="font-display text-2xl font-semibold text-garden-900">{title}</h2>
      {children}
    </section>
  );
}

/** Issue 18: the privacy notice of the visitor form (Digital Personal Data Protection Act 2023). */
export function PrivacyNotice({
  info,
  retentionDays,
}: {
  info: { name: string; address: string; phone: string; email: string };
  retentionDays: number;
}) {
  const contact = [info.phone, info.email].filter(Boolean).join(" or ");
  return (
    <div className="bg-brand-50 px-4 py-10">
      <article className="mx-auto max-w-2xl space-y-6 rounded-2xl bg-white p-7 text-gray-800 shadow-sm ring-1 ring-black/5">
        <header>
          <p className="font-display text-lg text-brand-700">{info.name}</p>
          <h1 className="font-display text-3xl font-semibold text-garden-900">Privacy notice</h1>
        </header>
        <Part title="What we collect">
          <p>
            When you fill in the form before the menu: your name, your phone number, the number of guests, the
            time, and the table whose QR code you scanned.
          </p>
        </Part>
        <Part title="Why">
          <p>
            To manage seating and to know how many guests each table serves. We do not use it for marketing
            and do not share it with anyone.
          </p>
        </Part>
        <Part title="How long">
          <p>{`${retentionDays} ${retentionDays === 1 ? "day" : "days"}. After that your entry is deleted automatically.`}</p>
        </Part>
        <Part title="Who to ask">
          <p>{`${[info.name, info.address].filter(Boolean).join(", ")}. Ask our staff${contact ? `, or contact us at ${contact}` : ""}.`}</p>
        </Part>
        <Part title="How to ask for deletion">
          <p>
            Tell our staff, or write or call us, with the phone number you gave. We find every entry kept
            under it, give you a copy if you ask, and delete them. You have these rights under the Digital
            Personal Data Protection Act, 2023.
          </p>
        </Part>
        <p>
          <a href="/guntoorlogin" className="font-semibold text-garden-800 underline">
            Back to the menu
          </a>
        </p>
      </article>
    </div>
  );
}
