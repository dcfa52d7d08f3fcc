// The contact page's script (served without React): see contact-enhance.ts.
import { enhanceBookingForm } from "~/components/tables/booking-enhance";
import { loadContactChecks } from "./contact-checks";
import { enhanceContactForm } from "./contact-enhance";

const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");
if (form) enhanceContactForm(form, loadContactChecks);
// Issue 31: the table booking form above it (one script, so the two forms share the ALTCHA module).
const booking = document.querySelector<HTMLFormElement>("form[data-booking-form]");
if (booking) enhanceBookingForm(booking);
