/** The contact form's look, shared by its server markup and its script (contact-enhance.ts). */
export const contactLook = {
  // An invalid field (aria-invalid) is drawn in red, whoever flagged it.
  input:
    "w-full rounded border border-gray-400 bg-white px-3 py-2 text-ink focus:outline-none focus:ring-2 focus:ring-brand-500 aria-invalid:border-red-600 aria-invalid:ring-red-600 aria-invalid:focus:ring-red-600",
  hint: "mt-1 text-sm text-gray-700",
  success: "rounded border border-green-300 bg-green-50 p-3 font-semibold text-green-900",
  failure: "rounded border border-red-300 bg-red-50 p-3 font-semibold text-red-800",
  button:
    "w-full rounded bg-garden-800 px-6 py-3 font-semibold text-white hover:bg-garden-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto",
} as const;
