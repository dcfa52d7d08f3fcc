// Issue 31: the staff's texts of the table screens (the guests' are in booking-rules.ts and service-texts.ts).

export const tableTexts = {
  dayTitle: "Table Bookings",
  settingsTitle: "Table Booking Settings",
  floorTitle: "Floor",
  denied: "Only Admin, Manager and Operations users can manage table bookings.",
  settingsDenied: "Only Admin and Manager users can change the table booking settings.",
  floorDenied: "Only Admin, Manager and Operations users can see the floor's requests.",
  notFound: "That booking no longer exists.",
  requestNotFound: "That request was already cleared.",
  statusSaved: (name: string, status: string) => `${name}: ${status}.`,
  walkInAdded: (party: number) => `Walk-in of ${party} seated.`,
  walkInOverCapacity: (party: number, area: string) =>
    `Walk-in of ${party} seated. ${area} is now over its covers for this time.`,
  walkInParty: "Guests must be a whole number from 1 to 100.",
  settingsSaved: "Booking rules saved.",
  areaSaved: (area: string) => `${area} saved.`,
  blockAdded: "Blocked.",
  blockRemoved: "Block removed.",
  blockPast: "Choose today or a later date.",
  done: (table: string) => `${table}: done.`,
  changeFailed: "The change could not be saved. Please try again.",
  invalidPhoneSearch: "Type at least 4 digits of the phone number.",
} as const;
