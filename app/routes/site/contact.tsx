import { data } from "react-router";
import { ContactForm, type ContactResult } from "~/components/site/contact-form";
import { SectionTitle } from "~/components/site/section-title";
import type { PageHandle } from "~/components/site/static-page";
import { getApp } from "~/context.server";
import { handleContactSubmission } from "~/modules/contact/contact-submission.server";
import { addressLines, venue } from "~/modules/site-content/venue";
import { sitePage } from "~/modules/site-content/site-page.server";
import type { Route } from "./+types/contact";

// Served without React (issue 17): the form's checks, spam check and send are its own small script.
export const handle: PageHandle = { hydrate: false };

export function loader({ context }: Route.LoaderArgs) {
  return sitePage(context, "/contact");
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** The form's post, read and stored: the reply, what was typed, and the status to answer with. */
async function submit(request: Request, context: Route.ActionArgs["context"]) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {
      status: 400,
      body: {
        reply: { success: false, message: "The form could not be read. Please try again." },
        values: null,
      } satisfies ContactResult,
    };
  }
  const result = await handleContactSubmission(getApp(context), form);
  return { status: result.status, body: { reply: result.reply, values: result.values } };
}

/**
 * The page's script posts the form here too, asking for JSON (`Accept: application/json`): it is
 * answered before the page would be rendered, with the same reply as the action's.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== "POST" || request.headers.get("Accept") !== "application/json") return next();
    const { status, body } = await submit(request, context);
    return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
  },
];

/**
 * Public (spec 6). The form's post without JavaScript: stores the enquiry and answers the page
 * with the reply and what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, body } = await submit(request, context);
  return data(body, { status });
}

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="contact-heading" className="px-6 py-16">
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionTitle id="contact-heading" eyebrow="Reservations & Enquiries" as="h1">
            Contact Us
          </SectionTitle>
          <p className="leading-relaxed">
            Book a table, plan a celebration in the Luxe hall or ask us anything. Write to us here and we will
            answer by e-mail or phone.
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
