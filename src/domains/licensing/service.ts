// Licensing's records, one file each; the routes, the assistant's tools and the automations import them from here.
export * from "./statuses";
export * from "./songs";
export * from "./action-items";
export * from "./supervisors";
export * from "./sync-campaigns";
export * from "./opportunities";
export * from "./submissions";
