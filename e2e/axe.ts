import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The looks a user can see, each with the stored theme mode that shows it. "Smart Auto" is not a look of its own: it
 * picks one of these four by the hour, so scanning it again would repeat one of them.
 */
export const LOOKS = { day: "light", dawn: "dawn", dusk: "dusk", night: "dark" } as const;
export type Look = keyof typeof LOOKS;

/**
 * The look in which every rule runs. Only colour depends on the look; headings, landmarks, names and roles are the
 * same in all four, so checking them once keeps the suite short without missing anything.
 */
export const FULL_RULES_LOOK: Look = "day";

/** Rules whose outcome changes with the colours of a look. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const SEVERE = new Set(["serious", "critical"]);
/** Structure rules (moderate in axe) that every screen must pass too: heading order and content in landmarks. */
const STRUCTURE = new Set(["heading-order", "region", "landmark-unique", "page-has-heading-one"]);

export type Finding = { id: string; impact: string; nodes: number };

/** Runs axe on the page (or one part of it): every rule in the full-rules look, only the colour rules otherwise. */
export async function scan(page: Page, look: Look, include?: string): Promise<Finding[]> {
  // A dialog fading in has its text half transparent: colours are only judged once its transitions have ended.
  // Only short, running ones are awaited (a spinner or a pulsing skeleton never ends and does not matter here).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && Number(a.effect?.getComputedTiming().endTime) <= 2000)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  builder = look === FULL_RULES_LOOK ? builder.withTags(TAGS) : builder.withRules(COLOUR_RULES);
  const result = await builder.analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? "minor", nodes: v.nodes.length }));
}

/** The findings that fail a screen (serious or critical, or a broken outline), printed with the rest for context. */
export function severeFindings(label: string, findings: Finding[], structure: Set<string> = STRUCTURE): string[] {
  const severe = findings.filter((f) => SEVERE.has(f.impact) || structure.has(f.id));
  if (findings.length) console.log(`[axe] ${label} :: ${findings.map((f) => `${f.id}(${f.impact}×${f.nodes})`).join(" ")}`);
  return severe.map((f) => `${label}: ${f.id}×${f.nodes}`);
}

/** Stores the theme before any page script runs (on the next load), so the first paint already has the look. */
export async function useLook(page: Page, look: Look) {
  await page.addInitScript((mode) => localStorage.setItem("theme-mode", mode), LOOKS[look]);
}
