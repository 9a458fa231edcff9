import { firstUse } from "../../lib/first-use";

/** The CSV reader, loaded with the first imported file, not with every start. */
const load = firstUse(() => require("papaparse") as typeof import("papaparse"));

export const papa = {
  parse: ((...args: unknown[]) => (load().parse as (...a: unknown[]) => unknown)(...args)) as typeof import("papaparse").parse,
};
