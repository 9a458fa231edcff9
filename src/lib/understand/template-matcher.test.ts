import { expect, test } from "bun:test";
import { compileTemplate } from "./compile-template";
import { matcherAround, wordsOf } from "./template-matcher";

const groupsOf = (r: RegExpExecArray | null) => r && { said: r[0], groups: { ...r.groups }, at: { ...r.indices?.groups } };

test("a sentence that cannot start the lead or end the trail matches as with them in the expression", () => {
  const lead = String.raw`(?:(?:so|ok|i'?m)\s+)?(?:(?:can\s+you)\s+)?`;
  const trail = String.raw`(?:\s+(?:please|thanks))?`;
  const body = String.raw`add\s+(?<s0>\S+(?:\s+\S+)*?)`;
  const full = matcherAround(body, { lead, trail });
  const trimmed = matcherAround(body, {
    lead,
    trail,
    leadWords: new Set(["so", "ok", "im", "can", "you"]),
    trailWords: new Set(["please", "thanks"]),
  });
  for (const said of [
    "add strings",
    "so can you add strings please",
    "im add strings",
    "i'm add new strings thanks",
    "add strings please",
    "sofa add strings",
    "ok add please thanks",
    "add",
    "",
  ])
    expect(groupsOf(trimmed.exec(said)), said).toEqual(groupsOf(full.exec(said)));
  expect(trimmed.exec("so can you add strings please")?.groups).toEqual({ lead: "so can you ", s0: "strings", trail: " please" });
  expect(trimmed.exec("add strings")?.groups).toEqual({ lead: "", s0: "strings", trail: "" });
});

test("the shared lead and trail are optional words, known to the matcher", () => {
  for (const w of ["so", "can", "please", "im"]) expect(wordsOf("lead")?.has(w)).toBe(true);
  for (const w of ["thanks", "please", "now"]) expect(wordsOf("trail")?.has(w)).toBe(true);
  expect(wordsOf("lead")?.has("add")).toBe(false);
});

test("a compiled template reads the lead and trail said around it", () => {
  const t = compileTemplate("add task {title:text}");
  expect(t.re.exec("so can you please add task buy strings thanks")?.groups).toMatchObject({ s0: "buy strings" });
  expect(t.re.exec("add task buy strings")?.groups).toMatchObject({ lead: "", s0: "buy strings", trail: "" });
  expect(t.re.exec("please add a task buy strings")).toBeNull();
});
