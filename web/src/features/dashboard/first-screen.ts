/**
 * The dashboard's header and figures as HTML, for index.html to paint the moment its early request
 * (/api/dashboard/first-screen) answers, before the app's script has downloaded and run: on a phone that is most
 * of a second sooner. The build bundles this file into the page (web/preload-plugin.ts), so it imports only what
 * formats the figures; the markup is React's own for PageHeader and StatsGrid (first-screen.test.tsx compares
 * them), and React's first render replaces it with the same.
 */
import { setFormatLocale } from "../../lib/format";
import type { Profile } from "../profile/api";
import type { SessionUser } from "../session/storage";
import type { DashboardSummary } from "./api";
import { dashboardDescription, type StatKey, statFigures, type Tone } from "./figures";

export type FirstScreenAnswer = { user: SessionUser; profile: Profile; summary: DashboardSummary };

/** Text and attribute values escaped as React escapes them, so the markup is the same character for character. */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

/** The lucide icons StatsGrid shows, as lucide-react renders them (name and shapes). */
const ICONS: Record<StatKey, [string, string]> = {
  emailsSent: [
    "mail",
    '<path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7"></path><rect x="2" y="4" width="20" height="16" rx="2"></rect>',
  ],
  radioStations: [
    "radio",
    '<path d="M16.247 7.761a6 6 0 0 1 0 8.478"></path><path d="M19.075 4.933a10 10 0 0 1 0 14.134"></path><path d="M4.925 19.067a10 10 0 0 1 0-14.134"></path><path d="M7.753 16.239a6 6 0 0 1 0-8.478"></path><circle cx="12" cy="12" r="2"></circle>',
  ],
  grantOpportunities: [
    "hand-coins",
    '<path d="M11 15h2a2 2 0 1 0 0-4h-3c-.6 0-1.1.2-1.4.6L3 17"></path><path d="m7 21 1.6-1.4c.3-.4.8-.6 1.4-.6h4c1.1 0 2.1-.4 2.8-1.2l4.6-4.4a2 2 0 0 0-2.75-2.91l-4.2 3.9"></path><path d="m2 16 6 6"></path><circle cx="16" cy="9" r="2.9"></circle><circle cx="6" cy="5" r="3"></circle>',
  ],
  revenue: ["trending-up", '<path d="M16 7h6v6"></path><path d="m22 7-8.5 8.5-5-5L2 17"></path>'],
};

const icon = ([name, shapes]: [string, string]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} size-4 text-base-content/80" aria-hidden="true">${shapes}</svg>`;

const CAPTION_CLASS: Record<Tone, string> = {
  up: "text-xs text-success",
  down: "text-xs text-error",
  neutral: "text-xs text-base-content/80",
};

/** PageHeader with the dashboard's title and greeting (ui/Page.tsx). */
export const headerHtml = (name: string | null | undefined) =>
  `<div class="mb-6 flex flex-wrap items-end justify-between gap-3"><div><h1 class="text-2xl font-bold lg:text-3xl">Dashboard</h1><p class="mt-1 text-base-content/80">${escape(dashboardDescription(name))}</p></div></div>`;

/** StatsGrid: the four StatCards (ui/Page.tsx) with their figures. */
export const cardsHtml = (summary: DashboardSummary) =>
  `<div class="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="stats-cards">${statFigures(summary)
    .map(
      ({ key, label, value, caption, tone }) =>
        `<div data-stat="${key}"><div class="card border border-base-300 bg-base-100 shadow-sm" data-stat-card="${escape(label)}"><div class="card-body gap-1 p-4"><div class="flex items-center justify-between"><h2 class="text-sm font-medium text-base-content/80">${escape(label)}</h2>${icon(ICONS[key])}</div><p class="text-2xl font-bold" data-testid="stat-value">${escape(value)}</p><p class="${CAPTION_CLASS[tone]}">${escape(caption)}</p></div></div></div>`,
    )
    .join("")}</div>`;

/**
 * The header and the cards for the answer, in the owner's locale; empty when the app's first screen would show
 * something else above them (the first-run welcome card), so nothing moves when React takes over.
 */
export function firstScreenHtml(answer: FirstScreenAnswer | null | undefined): string {
  if (!answer?.summary || !answer.profile?.welcomed) return "";
  const { locale, currency, timeZone, weekStart } = answer.profile;
  setFormatLocale({ locale, currency, timeZone, weekStart });
  return headerHtml(answer.user?.name) + cardsHtml(answer.summary);
}
