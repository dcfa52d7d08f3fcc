// The visitor form's page script (served without React): see visitor-enhance.ts.
import { enhanceVisitorForm } from "./visitor-enhance";

const form = document.querySelector<HTMLFormElement>("form[data-visitor-form]");
if (form) enhanceVisitorForm(form);
