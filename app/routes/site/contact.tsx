import { data, redirect } from "react-router";
import { ContactForm, type ContactResult } from "~/components/site/contact-form";
import { BOOKING_INTENT, type BookingAnswer, BookingSection } from "~/components/tables/booking-section";
import { SectionTitle } from "~/components/site/section-title";
import type { PageHandle } from "~/components/site/static-page";
import { getApp } from "~/context.server";
import { handleContactSubmission } from "~/modules/contact/contact-submission.server";
import { controlCharacterMessage, formHasControlCharacter } from "~/modules/http/control-characters";
import { answerScriptsWithJson } from "~/modules/http/script-json.server";
import { addressLines, venue } from "~/modules/site-content/venue";
import { sitePage } from "~/modules/site-content/site-page.server";
import { bookingFormData, handleBookingPost } from "~/modules/tables/booking-page.server";
import type { Route } from "./+types/contact";

// Served without React (issue 17): the form's checks, spam check and send are its own small script.
export const handle: PageHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  // Issue 31: the table booking form above the enquiry form (its areas, hours and window).
  const [page, booking] = await Promise.all([
    sitePage(context, "/contact"),
    bookingFormData(getApp(context).database.db),
  ]);
  return { ...page, booking };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/**
 * Public (spec 6). The form's post, without JavaScript or from the page's script (which asks for
 * JSON: answered by the middleware below with this same action): stores the enquiry and answers
 * with the reply and what was typed.
 */
export async function action({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const unreadable: ContactResult = {
      reply: { success: false, message: "The form could not be read. Please try again." },
      values: null,
    };
    return data(unreadable, { status: 400 });
  }
  // Issue 28 item 10: a control character (a NUL byte) in a field is refused, nothing stored, in
  // the answer's shape of the form it came from.
  if (formHasControlCharacter(form)) {
    if (form.get("intent") === BOOKING_INTENT) {
      const values = { date: "", time: "", party: "", area: "", name: "", phone: "", email: "", note: "" };
      const booking: BookingAnswer = {
        message: controlCharacterMessage,
        fields: [],
        values,
        alternatives: [],
      };
      return data({ booking }, { status: 400 });
    }
    const refused: ContactResult = {
      reply: { success: false, message: controlCharacterMessage },
      values: null,
    };
    return data(refused, { status: 400 });
  }
  // Issue 31: the booking form posts here too (its hidden intent); a booking goes to its confirmation.
  if (form.get("intent") === BOOKING_INTENT) {
    const booked = await handleBookingPost(getApp(context), form);
    if (booked.kind === "booked") return redirect(booked.location, 303);
    return data({ booking: booked.answer }, { status: booked.status });
  }
  const result = await handleContactSubmission(getApp(context), form);
  return data({ reply: result.reply, values: result.values }, { status: result.status });
}

export const middleware: Route.MiddlewareFunction[] = [answerScriptsWithJson(action)];

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

// Issue 31: 'Book a table' (#book-table) above the spec's contact section, which is unchanged.
export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const booking = actionData && "booking" in actionData ? (actionData.booking as BookingAnswer) : null;
  const contact = actionData && "reply" in actionData ? actionData : undefined;
  return (
    <>
      <BookingSection data={loaderData.booking} answer={booking} />
      <ContactSection actionData={contact} />
    </>
  );
}

function ContactSection({ actionData }: { actionData?: ContactResult }) {
  return (
    <section aria-labelledby="contact-heading" className="px-6 py-16">
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionTitle id="contact-heading" eyebrow="Reservations & Enquiries" as="h1">
            Contact Us
          </SectionTitle>
          <p className="leading-relaxed">
            Book a table, plan a celebration in the {venue.hallName} hall or ask us anything. Write to us here
            and we will answer by e-mail or phone.
          </p>
          <dl className="mt-8 space-y-5">
            <div>
              <dt className="font-semibold text-garden-800">Call for reservations</dt>
              <dd>
                <a href={venue.phoneHref} className="text-lg font-semibold underline underline-offset-4">
                  {venue.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-garden-800">Address</dt>
              <dd>
                {addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-garden-800">Opening hours</dt>
              <dd>
                {venue.hours.days}, {venue.hours.time}
              </dd>
            </div>
          </dl>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8">
          <h2 className="mb-6 font-display text-3xl font-semibold text-garden-900">Send us a message</h2>
          <ContactForm result={actionData} />
          <p className="mt-6 text-sm text-gray-700" data-testid="captcha-statement">
            This form is protected by ALTCHA, a privacy-friendly proof-of-work check that runs in your
            browser. The ALTCHA{" "}
            <a href="https://altcha.org/privacy-policy/" {...newTab} className="font-semibold underline">
              Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            and{" "}
            <a href="https://altcha.org/terms-of-service/" {...newTab} className="font-semibold underline">
              Terms of Service<span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            apply.
          </p>
        </div>
      </div>
    </section>
  );
}
