// The contact page's script (served without React): see contact-enhance.ts.
import { loadContactChecks } from "./contact-checks";
import { enhanceContactForm } from "./contact-enhance";

const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");
if (form) enhanceContactForm(form, loadContactChecks);
