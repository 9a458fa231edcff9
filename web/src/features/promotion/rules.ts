/** Form rules shared by the campaign and activity dialogs (the server accepts the same). */

/** An optional amount: empty, or a number of 0 or more. */
export const amountRule = (v: string) =>
  v.trim() === "" || (Number.isFinite(Number(v)) && Number(v) >= 0) || "Enter an amount of 0 or more";

/** An optional end that, when both are given, does not come before the start. */
export const endAfterStart = (start: () => string) => (end: string) =>
  !end || !start() || end >= start() || "The end date must be after the start date";
