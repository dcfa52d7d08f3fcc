/** The visitor form's messages' look, shared by its server markup and its script (visitor-enhance.ts). */
export const visitorLook = {
  alert:
    "mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800",
  retry:
    "rounded-lg bg-garden-800 px-4 py-2 font-semibold text-white hover:bg-garden-700 disabled:opacity-70",
  status: "mb-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800",
  codeBox: "w-full text-gray-900",
  codeInput:
    "w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 font-mono text-base tracking-widest uppercase",
} as const;

export const RETRY_LABEL = "Try Again";
