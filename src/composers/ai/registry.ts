import type { AssistantDomain } from "../../shared/domains";
import type { Tool } from "../../lib/tools";
import { compileTemplate, type CompiledTemplate } from "../../lib/understand/compile-template";
import { COMMON_LEAD, COMMON_LISTS, COMMON_RULES, COMMON_TRAIL } from "../../lib/understand/templates";
import { audiobooksTools } from "../../domains/audiobooks/tools";
import { calendarTools } from "../../domains/calendar/tools";
import { grantsTools } from "../../domains/grants/tools";
import { invoicesTools } from "../../domains/invoices/tools";
import { incomeTools } from "../../domains/income/tools";
import { knowledgeTools } from "../../domains/knowledge/tools";
import { licensingTools } from "../../domains/licensing/tools";
import { outreachTools } from "../../domains/outreach/tools";
import { profileTools } from "../../platform/profile/tools";
import { radioTools } from "../../domains/radio/tools";
import { remindersTools } from "../../domains/reminders/tools";
import { tasksTools } from "../../domains/tasks/tools";
import { summaryTools } from "./summary-tools";
import { embeddedFiling, filedAt } from "./filed-templates";

/**
 * Every capability of the assistant, composed from the domains' own `tools.ts`. The offline engine, the model
 * provider, the help text and the README's "Talking to Sunshine" all read this one list.
 */
const BY_DOMAIN: Record<AssistantDomain, readonly Tool[]> = {
  tasks: tasksTools,
  reminders: remindersTools,
  calendar: calendarTools,
  invoices: invoicesTools,
  income: incomeTools,
  audiobooks: audiobooksTools,
  radio: radioTools,
  outreach: outreachTools,
  grants: grantsTools,
  knowledge: knowledgeTools,
  licensing: licensingTools,
  profile: profileTools,
};

export const TOOLS: readonly Tool[] = [...Object.values(BY_DOMAIN).flat(), ...summaryTools];

const domainByTool = new Map(
  Object.entries(BY_DOMAIN).flatMap(([domain, tools]) => tools.map((t) => [t.name, domain as AssistantDomain] as const)),
);
/** The domain whose records a tool reads or changes; none for the summaries, which only read across domains. */
export const domainOf = (toolName: string): AssistantDomain | undefined => domainByTool.get(toolName);

const byName = new Map(TOOLS.map((tool) => [tool.name, tool]));
if (byName.size !== TOOLS.length) throw new Error("two tools share a name");
export const toolNamed = (name: string) => byName.get(name);

/** The tools read by sentence templates (whole sentences), each with its compiled templates. */
const filed = embeddedFiling();
export const SENTENCED: readonly { tool: Tool; templates: CompiledTemplate[] }[] = TOOLS.filter((t) => t.sentences).map(
  (tool) => {
    let i = 0;
    const filing = (x: string) => filedAt(filed, tool.name, i++, x);
    return {
      tool,
      templates: tool.sentences!.groups.flatMap((g) =>
        g.templates.map((x) => compileTemplate(x, tool.sentences!, g.slots, g.weak, tool.lists, g.clear, filing(x))),
      ),
    };
  },
);

const templateWords = [
  ...TOOLS.flatMap((t) => t.sentences?.groups.flatMap((g) => g.templates) ?? []),
  ...Object.values(COMMON_RULES),
  // (The words around every request too: "I'm thrilled to say …" is not a typo for "thriller".)
  COMMON_LEAD,
  COMMON_TRAIL,
  ...TOOLS.flatMap((t) => Object.values(t.sentences?.rules ?? {})),
  ...Object.values(COMMON_LISTS).flatMap((l) => Object.keys(l)),
  ...TOOLS.flatMap((t) => Object.values(t.sentences?.lists ?? {}).flatMap((l) => Object.keys(l))),
  // (A slot's or a rule's name is no word anyone says: "gaffer tape" is not a typo of the rule "<gafter>".)
].map((x) => x.replace(/\{[^}]*\}|<[^>]*>/g, " "));

/** Every literal word of every template, rule and list: typos within a letter or two of these are read as them. */
export const VOCABULARY: ReadonlySet<string> = new Set(
  templateWords
    .join(" ")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 5)
    .concat(
      "licence license licensing opportunity opportunities tomorrow today tonight monday tuesday wednesday thursday friday saturday sunday january february april june july august september october november december morning afternoon evening weekend reminder invoice invoices station stations supervisor supervisors audiobook audiobooks grant grants overdue outstanding calendar priority urgent fortnightly nightly yearly quarterly annually".split(
        " ",
      ),
    ),
);
