/** The owner's overview's pure parts (issue 32 item 12): the page and the server both read them. */
export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export const slots = ["Morning", "Afternoon", "Evening"] as const;
export type Slot = (typeof slots)[number];
