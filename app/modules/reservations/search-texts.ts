// Without Zod: the search box on the dashboard shows these (see statuses.ts).

/** Issue 16: longer searches are refused with a message (and an empty result), never run. */
export const SEARCH_MAX = 100;

export const searchTexts = {
  tooLong: `Search for at most ${SEARCH_MAX} characters.`,
  badFrom: "Please choose a valid 'from' date.",
  badTo: "Please choose a valid 'to' date.",
  badRange: "The 'to' date must be on or after the 'from' date.",
  noResults: "No reservations match this search.",
  title: "Find a booking",
} as const;
