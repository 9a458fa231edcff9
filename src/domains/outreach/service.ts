// Outreach's campaigns, their detail view and their sending, one file each; the routes, the assistant's tools and
// the automations import them from here.
export * from "./campaigns";
export * from "./campaign-detail";
export * from "./sending";
