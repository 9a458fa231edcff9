import type { Db } from "../../../db/client";
import { createEvent } from "../../../domains/calendar/service";

/** The calendar records the corpus talks about (created through the domain's service); ids 1–11 in this order. */
export function seedCalendar(db: Db, now: Date) {
  const day = (n: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + n).toLocaleDateString("sv-SE");
  createEvent(db, {
    title: "Gig at the Roxy",
    date: day(4),
    time: "20:00",
    type: "gig",
    location: "The Roxy",
    reminder: "1 day before",
  });
  createEvent(db, { title: "Band rehearsal", date: day(2), time: "19:00", type: "other", location: "Pirate Studios" });
  createEvent(db, {
    title: "Meeting with Jo from Bella Union",
    date: day(1),
    time: "14:00",
    type: "meeting",
    location: "Zoom",
  });
  createEvent(db, { title: "Interview with BBC 6 Music", date: day(3), time: "11:00", type: "interview" });
  createEvent(db, { title: "Show at the Brudenell", date: day(12), time: "19:30", type: "gig", location: "Leeds" });
  createEvent(db, {
    title: "Studio session at Abbey Road",
    date: day(9),
    time: "10:00",
    type: "other",
    location: "Abbey Road Studios",
  });
  createEvent(db, { title: "Grant application deadline", date: day(21), type: "deadline" });
  createEvent(db, { title: "Royalty payment from PRS", date: day(17), type: "payment" });
  createEvent(db, { title: "Open mic at the Fleece", date: day(-2), time: "20:00", type: "gig", location: "Bristol" });
  createEvent(db, { title: "Gig at the Lexington", date: day(19), time: "21:00", type: "gig", location: "London" });
  createEvent(db, { title: "Podcast recording with Sam", date: day(8), time: "15:00", type: "other" });
}
