import { afterEach, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { getFormatLocale, setFormatLocale } from "../../lib/format";
import { PageHeader } from "../ui/Page";
import type { DashboardSummary } from "./api";
import { dashboardDescription } from "./figures";
import { type FirstScreenAnswer, firstScreenHtml } from "./first-screen";
import { StatsGrid } from "./StatsGrid";

const before = getFormatLocale();
afterEach(() => setFormatLocale(before));

const card = (value: number, text: string, trend: "up" | "down" | "neutral") => ({ value, caption: { text, trend } });
const summary = {
  emailsSent: card(1234, "+12% vs last month", "up"),
  radioStations: card(20, "No data last month", "neutral"),
  grantOpportunities: card(3, "-50% vs last month", "down"),
  revenue: { ...card(3541.2, "Same as last month", "neutral"), currency: "GBP", otherCurrencies: ["USD 40.00"] },
  upcomingTasks: [],
  overdueTasks: 0,
} as unknown as DashboardSummary;
const answer = (name: string, profile: Partial<FirstScreenAnswer["profile"]> = {}) =>
  ({
    user: { id: 1, email: "owner@localhost", name },
    profile: { locale: "en-GB", currency: "GBP", timeZone: "Europe/London", weekStart: 1, welcomed: true, ...profile },
    summary,
  }) as unknown as FirstScreenAnswer;

/** What React renders for the same answer: the dashboard's PageHeader and StatsGrid. */
function reactMarkup(a: FirstScreenAnswer) {
  const { locale, currency, timeZone, weekStart } = a.profile;
  setFormatLocale({ locale, currency, timeZone, weekStart });
  return renderToStaticMarkup(
    <>
      <PageHeader title="Dashboard" description={dashboardDescription(a.user.name)} />
      <StatsGrid summary={a.summary} />
    </>,
  );
}

test("the page paints React's own markup for the header and the cards, character for character", () => {
  for (const a of [answer("Sam"), answer("", { locale: "de-DE", currency: "EUR" }), answer(`Bo & "Lou" <b>'s`)]) {
    const early = firstScreenHtml(a);
    expect(early).toBe(reactMarkup(a));
  }
});

test("the figures are the computed ones, in the owner's locale and currency", () => {
  const html = firstScreenHtml(answer("Sam"));
  expect(html).toContain("£3,541");
  expect(html).toContain("1,234");
  expect(html).toContain("Same as last month · USD 40.00 not included");
  expect(firstScreenHtml(answer("Sam", { locale: "de-DE", currency: "EUR" }))).toMatch(/3\.541\s€/);
});

test("nothing is painted early on the first run (a welcome card sits above the figures) or without figures", () => {
  expect(firstScreenHtml(answer("Sam", { welcomed: false }))).toBe("");
  expect(firstScreenHtml(null)).toBe("");
  expect(firstScreenHtml({ ...answer("Sam"), summary: undefined } as unknown as FirstScreenAnswer)).toBe("");
});
