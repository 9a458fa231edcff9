// iCalendar and vCard reading, loaded through ../lazy-libs.ts on the first calendar or contacts file.
export { default } from "ical.js";
