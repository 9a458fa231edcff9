import { oneOf } from "../../lib/url-state";

/** The command center's sections, in the order of its tabs. */
export const COMMAND_TABS = [
  "Automations",
  "AI Campaigns",
  "Scheduled Tasks",
  "Real-Time",
  "A/B Testing",
  "Content AI",
  "Create New",
] as const;
export type CommandTab = (typeof COMMAND_TABS)[number];

/** A section's id, as it shows in the address and in element ids (which cannot hold spaces or slashes). */
export const sectionId = (label: CommandTab) => label.toLowerCase().replace(/[^a-z]+/g, "-");
export const SECTION_IDS = COMMAND_TABS.map(sectionId);

/**
 * The dashboard's address: ?section= is the command center's open tab (the first one is the plain dashboard, so it
 * stays out of the address); ?add=task is the installed app's "Add task" shortcut (read by features/pwa/shortcuts).
 * Kept here, apart from the command center's code, so the dashboard's route does not load that code to read it.
 */
export interface DashboardSearch {
  section?: string;
  add?: "task";
}

export const parseDashboardSearch = (raw: Record<string, unknown>): DashboardSearch => ({
  section: oneOf(SECTION_IDS)(raw.section),
  add: oneOf(["task"] as const)(raw.add),
});
