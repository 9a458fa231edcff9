// The audiobooks domain's books, sales and figures, one file each; the routes, the assistant's tools and the
// automations import them from here.
export {
  AUDIENCES,
  PROMOTION_STATUSES,
  RECENT_SALES_LIMIT,
  type Audiobook,
  type AudiobookSale,
  type AudiobookInput,
  listAudiobooks,
  listAudiobooksPage,
  getAudiobook,
  createAudiobook,
  updateAudiobook,
  deleteAudiobook,
} from "./catalogue";
export { type AudiobookView, refreshTotals } from "./totals";
export * from "./sales";
export { parseSaleDate } from "./sale-fields";
export * from "./sales-import";
export * from "./reports";
