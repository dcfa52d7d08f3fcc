// Issue 17 item 2: the JavaScript each guest page (and the staff dashboard) sends, gzipped, against
// its budget. `npm run bench` prints this table first and exits with 1 when a page is over.
import { demoClientLink } from "./client-link.mjs";
import { pageWeight, signIn, visitorPass } from "./lib.mjs";

const KB = 1024;
/** Budgets in gzipped bytes: `load` with the page, `onUse` once its forms are used. */
export const jsBudgets = [
  { page: "/", load: 15 * KB },
  { page: "/menu", load: 15 * KB },
  // Issue 32 item 10: the hall enquiry form's captcha, on first use, gets /contact's allowance for it
  // (45 − 8 = 37 KB above the page's own budget).
  { page: "/luxe", load: 15 * KB, onUse: (15 + 37) * KB },
  { page: "/gallery", load: 15 * KB },
  { page: "/contact", load: 8 * KB, onUse: 45 * KB },
  { page: "/guntoorlogin", load: 15 * KB },
  { page: "/guntoormenu", load: 25 * KB, visitor: true },
  // Issue 30: the client's own page (a demo reservation's link, made as staff make one).
  { page: "/event/<token>", load: 15 * KB, clientLink: true },
  { page: "/luxebooking", load: 120 * KB, role: "admin", label: "/luxebooking (admin dashboard)" },
];

/** One row per page: its weights, budgets and whether it is within them. */
export async function jsBudgetRows(url) {
  const rows = [];
  let over = 0;
  for (const budget of jsBudgets) {
    const headers = {};
    if (budget.role) headers.cookie = await signIn(url, budget.role);
    if (budget.visitor) headers.cookie = await visitorPass(url);
    const path = budget.clientLink ? await demoClientLink(url, await signIn(url, "admin")) : budget.page;
    const weight = await pageWeight(`${url}${path}`, headers);
    const onUse = budget.onUse ?? budget.load;
    const ok = weight.js <= budget.load && weight.jsOnUse <= onUse;
    if (!ok) over++;
    rows.push({
      page: budget.label ?? budget.page,
      hydrates: weight.hydrated ? "yes" : "no",
      "JS gz KB (load)": (weight.js / KB).toFixed(1),
      "budget KB": (budget.load / KB).toFixed(0),
      "JS gz KB (on use)": (weight.jsOnUse / KB).toFixed(1),
      "on-use budget KB": (onUse / KB).toFixed(0),
      "HTML gz KB": (weight.html / KB).toFixed(1),
      check: ok ? "ok" : "OVER",
    });
  }
  return { rows, over };
}
