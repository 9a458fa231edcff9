// The shared client keeps dates as strings (parseDate: false); kept as an alias for the calendar, knowledge and contracts screens.
export { api as textApi } from "../../lib/api";
