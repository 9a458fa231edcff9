import { describe, expect, test } from "bun:test";
import { Sentence } from "./sentence";
import { compileTemplate } from "./compile-template";
import { mask } from "./masked-sentence";
import { byRank, matchCandidates } from "./match-templates";
import { candidatesIn, shelve } from "./template-index";
import type { SlotList } from "./templates";

const now = new Date(2026, 10, 23, 10, 0);
const read = (text: string) => new Sentence(text, now);

const clients: SlotList<string> = {
  names: () => ["Acme Records", "Blue Note Festival"],
  find(phrase) {
    const hit = this.names(null).find((n) => n.toLowerCase().startsWith(phrase.toLowerCase()));
    return hit ? { value: hit } : undefined;
  },
};

function match(templates: string[], text: string) {
  const s = read(text);
  const m = mask(s);
  const candidates = candidatesIn(shelve([templates.map((t) => compileTemplate(t))]), m)[0]?.templates ?? [];
  return matchCandidates(m, s, candidates, { client: clients }, null);
}

describe("sentence templates", () => {
  test("a free-text slot keeps the words as said, and a date inside it goes to its reader", () => {
    const [m] = match(["<add> <a> task [to] {title:text} [<when>]"], "add a task to call KEXP about the gig tomorrow");
    expect(m?.slots.title).toBe("call KEXP about the gig");
    expect((m?.slots.when as { date: string }).date).toBe("2026-11-24");
  });

  test("shared lead and trail words are skipped; the rest must be the whole sentence", () => {
    expect(match(["<add> <a> task {title:text}"], "ok can you please add a task renew PRS thanks")[0]?.slots.title).toBe("renew PRS");
    expect(match(["mark {title:text} as done"], "I think you should mark it as done later")).toHaveLength(0);
  });

  test("a list slot matches only the owner's records, trying longer readings", () => {
    expect(match(["invoice {client} {money}"], "invoice acme $500")[0]?.slots).toMatchObject({ client: "Acme Records" });
    expect(match(["invoice {client} {money}"], "invoice nobody $500")).toHaveLength(0);
    expect(match(["invoice {client} for {what:text}"], "invoice blue note for the workshop")[0]?.slots.client).toBe("Blue Note Festival");
  });

  test("fixed lists give values; money and repetition have one reader each", () => {
    const [m] = match(["<add> <a> {priority} task {title:text} [<repeat>]"], "add an urgent task post on instagram every monday");
    expect(m?.slots.priority).toBe("high");
    expect((m?.slots.repeat as { rule: string }).rule).toBe("FREQ=WEEKLY;BYDAY=MO");
    expect((match(["charge {client} {money}"], "charge acme 2 grand")[0]?.slots.money as { amount: number }).amount).toBe(2000);
  });

  test("a decimal slot reads only a number with pennies, so a whole number stays in the words around it", () => {
    expect(match(["add {title:text} [{price:decimal}]"], "add harbour fog 8.99")[0]?.slots).toMatchObject({ title: "harbour fog", price: 8.99 });
    expect(match(["add {title:text} [{price:decimal}]"], "add harbour 2")[0]?.slots).toEqual({ title: "harbour 2" });
  });

  test("a group whose parts are all optional may be left out whole, or said in part", () => {
    const t = ["show [the] sales [[on] [<when>]]"];
    expect(match(t, "show sales")).toHaveLength(1);
    expect((match(t, "show the sales tomorrow")[0]?.slots.when as { date: string }).date).toBe("2026-11-24");
    expect(match(["(show|list [[all] [the]]) sales"], "list all sales")).toHaveLength(1);
  });

  test("ranking: more template words first, then less free text", () => {
    const all = match(["{title:text}", "add {title:text}", "add task {title:text}"], "add task buy strings");
    expect(all.sort(byRank).map((m) => m.template.source)).toEqual(["add task {title:text}", "add {title:text}", "{title:text}"]);
  });
});
