// The audiobooks domain's books, sales and figures, one file each; the routes, the assistant's tools and the
// automations import them from here.
export * from "./catalogue";
export { refreshTotals } from "./totals";
export * from "./sales";
export { parseSaleDate } from "./sale-fields";
export * from "./sales-import";
export * from "./reports";
