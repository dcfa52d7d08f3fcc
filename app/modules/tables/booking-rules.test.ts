import { describe, expect, it } from "vitest";
import {
  alternatives,
  blocked,
  bookingMessages,
  checkBooking,
  DEFAULT_SETTINGS,
  daySlots,
  indianMobile,
  slotTimes,
  ticksOf,
  timeLabel,
} from "./booking-rules";
import { bookingCalendar, whatsappToRestaurant } from "./booking-view";
import { serviceAnswer } from "./service-texts";

describe("slots", () => {
  it("run from opening every slot length, the last an hour before closing (issue 31 item 1)", () => {
    expect(slotTimes({ opens: "12:00", closes: "23:30" }, 30)).toHaveLength(22);
    expect(slotTimes({ opens: "12:00", closes: "23:30" }, 30).at(-1)).toBe("22:30");
    expect(slotTimes({ opens: "11:30", closes: "22:30" }, 60)).toEqual([
      "11:30",
      "12:30",
      "13:30",
      "14:30",
      "15:30",
      "16:30",
      "17:30",
      "18:30",
      "19:30",
      "20:30",
      "21:30",
    ]);
    expect(slotTimes({ opens: "18:00", closes: "24:00" }, 30).at(-1)).toBe("23:00");
  });

  it("the garden keeps the site's hours, the Guntoor restaurant its restaurant info's default", () => {
    expect(DEFAULT_SETTINGS.areas.garden).toMatchObject({ opens: "12:00", closes: "23:30" });
    expect(DEFAULT_SETTINGS.areas.indoor).toMatchObject({ opens: "11:30", closes: "22:30" });
    expect(DEFAULT_SETTINGS).toMatchObject({ slotMinutes: 30, bookingMinutes: 90, windowDays: 60 });
  });

  it("a booking holds every quarter hour it overlaps, never past midnight", () => {
    expect(ticksOf("20:00", 90)).toEqual([1200, 1215, 1230, 1245, 1260, 1275]);
    expect(ticksOf("23:00", 120)).toEqual([1380, 1395, 1410, 1425]);
  });

  it("times are written as the issue writes them", () => {
    expect(["00:00", "09:05", "12:00", "12:30", "19:30", "23:45"].map(timeLabel)).toEqual([
      "12:00 AM",
      "9:05 AM",
      "12:00 PM",
      "12:30 PM",
      "7:30 PM",
      "11:45 PM",
    ]);
  });

  it("a block closes a whole day or the times whose booking would overlap it, in its area or both", () => {
    const evening = [{ area: "garden" as const, fromTime: "19:00", untilTime: "23:30" }];
    expect(blocked(evening, "garden", "17:30", 90)).toBe(false);
    expect(blocked(evening, "garden", "17:45", 90)).toBe(true);
    expect(blocked(evening, "indoor", "20:00", 90)).toBe(false);
    expect(blocked([{ area: null, fromTime: null, untilTime: null }], "indoor", "12:00", 90)).toBe(true);
  });

  it("a slot is free when every quarter hour it holds keeps the party within the covers", () => {
    const loads = new Map([
      [1200, 38],
      [1215, 38],
    ]);
    const slots = daySlots({
      settings: DEFAULT_SETTINGS,
      area: "garden",
      party: 3,
      loads,
      blocks: [],
      startedBefore: -1,
    });
    const free = (time: string) => slots.find((s) => s.time === time)!.available;
    expect(free("18:30")).toBe(true);
    expect(free("19:00")).toBe(false);
    expect(free("20:00")).toBe(false);
    expect(free("20:30")).toBe(true);
    const two = daySlots({
      settings: DEFAULT_SETTINGS,
      area: "garden",
      party: 2,
      loads,
      blocks: [],
      startedBefore: -1,
    });
    expect(two.every((s) => s.available)).toBe(true);
    const begun = daySlots({
      settings: DEFAULT_SETTINGS,
      area: "garden",
      party: 2,
      loads,
      blocks: [],
      startedBefore: 18 * 60,
    });
    expect(begun.filter((s) => s.available)[0]!.time).toBe("18:30");
  });

  it("the nearest free times, in time order, are offered for a full one", () => {
    const slots = ["18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00", "21:30"].map((time) => ({
      time,
      label: timeLabel(time),
      available: !["19:00", "20:00", "20:30"].includes(time),
    }));
    expect(alternatives(slots, "20:00")).toEqual(["18:30", "19:30", "21:00", "21:30"]);
    expect(alternatives(slots, "20:00", 2)).toEqual(["19:30", "21:00"]);
    expect(bookingMessages.noTable(4, "20:00", ["19:30", "21:00"])).toBe(
      "No table for 4 at 8:00 PM. Available: 7:30 PM, 9:00 PM.",
    );
  });
});

describe("the phone: the contact form's rule, then an Indian mobile", () => {
  it.each([
    ["9845012345", "9845012345"],
    ["+91 98450 12345", "9845012345"],
    ["098450-12345", "9845012345"],
    ["919845012345", "9845012345"],
    ["(+91) 6000012345", "6000012345"],
  ])("%s → %s", (raw, digits) => {
    expect(indianMobile(raw)).toEqual({ ok: true, digits });
  });
  it.each([
    ["98450", bookingMessages.phone],
    ["98450 1234x", bookingMessages.phone],
    ["+919845012345678", bookingMessages.phone],
    ["5845012345", bookingMessages.mobile],
    ["+44 7911 123456", bookingMessages.mobile],
    ["+1 415 555 0100", bookingMessages.mobile],
  ])("%s is refused: %s", (raw, message) => {
    expect(indianMobile(raw)).toEqual({ ok: false, message });
  });
});

describe("the form's checks", () => {
  const window = { today: "2026-12-10", lastDay: "2027-02-08", windowDays: 60 };
  const valid = {
    date: "2026-12-12",
    time: "20:00",
    party: "4",
    area: "garden",
    name: " Ravi ",
    phone: "98450 12345",
    email: "",
    note: "",
  };
  it("trims and reads a valid booking", () => {
    expect(checkBooking(valid, window)).toEqual({
      ok: true,
      value: { ...valid, party: 4, name: "Ravi", phone: "9845012345", phoneKey: "9845012345", email: null },
    });
  });
  it("more than 12 guests are sent to the enquiry form before anything else", () => {
    expect(checkBooking({ ...valid, party: "13", name: "" }, window)).toEqual({
      ok: false,
      message: "For more than 12 guests, please send us an enquiry below.",
      fields: ["party"],
    });
  });
  it("every missing required field is flagged with the contact form's message", () => {
    expect(checkBooking({ ...valid, date: "", name: "  ", phone: "" }, window)).toEqual({
      ok: false,
      message: "Please fill in all required fields.",
      fields: ["date", "name", "phone"],
    });
  });
});

describe("what the confirmation sends", () => {
  const booking = {
    code: "K7M2QX",
    area: "garden" as const,
    day: "2026-12-12",
    time: "22:30",
    minutes: 120,
    party: 4,
    name: "Ravi",
    phone: "9845012345",
    email: null,
    note: "",
  };
  it("a calendar event in Indian time that ends the next day when it runs past midnight", () => {
    const ics = bookingCalendar(
      booking,
      "https://eden.example",
      "tok".repeat(8),
      new Date("2026-12-10T06:30:00Z"),
    );
    expect(ics).toContain("DTSTART;TZID=Asia/Kolkata:20261212T223000");
    expect(ics).toContain("DTEND;TZID=Asia/Kolkata:20261213T003000");
    expect(ics).toContain("UID:table-K7M2QX@eden.example");
    expect(ics).toContain("SUMMARY:Table for 4 at Eden (Garden)");
    expect(ics.replace(/\r\n /g, "")).toContain(
      "To cancel: https://eden.example/contact/booking/toktoktoktoktoktoktoktok/cancel",
    );
  });
  it("a WhatsApp chat with the restaurant, pre-filled with the code", () => {
    expect(whatsappToRestaurant({ whatsapp: "" }, booking)).toBe(
      `https://wa.me/919845012345?text=${encodeURIComponent("Hello Eden, about my table booking K7M2QX: 4 guests, Saturday, 12 December 2026 at 10:30 PM, Garden.")}`,
    );
    expect(whatsappToRestaurant({ whatsapp: "918041235678" }, booking)).toMatch(
      /^https:\/\/wa\.me\/918041235678\?/,
    );
  });
});

describe("table service answers (issue 31 item 7, word for word)", () => {
  it("in English", () => {
    expect(serviceAnswer("en", "waiter", "sent")).toBe("A waiter is on the way.");
    expect(serviceAnswer("en", "bill", "sent")).toBe("Your bill is on the way.");
    expect(serviceAnswer("en", "waiter", "already")).toBe(
      "A waiter has already been called and is on the way.",
    );
    expect(serviceAnswer("en", "bill", "tooMany")).toBe(
      "This table has sent 6 requests in the last hour. Please ask any of our staff.",
    );
  });
  it("every language has every answer", () => {
    for (const language of ["te", "kn", "hi"] as const)
      for (const kind of ["waiter", "bill"] as const)
        for (const outcome of ["sent", "already", "tooMany", "noTable"] as const) {
          const text = serviceAnswer(language, kind, outcome);
          expect(text.length).toBeGreaterThan(5);
          expect(text).not.toBe(serviceAnswer("en", kind, outcome));
        }
  });
});
