import { expand, plainWord, units } from "./template-syntax";
import { COMMON_LEAD, COMMON_TRAIL } from "./templates";

// A compiled template's regular expression, `^(?<lead>LEAD)BODY(?<trail>TRAIL)$`, made as cheap as its matches allow.
//
// Compiling one is most of what a template costs the first time a sentence tries it (~0.3 ms per kilobyte of
// pattern, a few dozen templates per sentence, each ~3 KB), and the shared lead and trail are a third of every
// pattern. Both are optional words that carry their own space, so a lead that says anything starts with one of its
// words as the sentence's first word, and a trail ends with one of its words as its last: a sentence that starts (or
// ends) otherwise can only match them empty, and is matched by the same expression with that group left empty (the
// same matches, groups and ranks), which is compiled only when such a sentence comes.

/** A template's expression: a match names its groups (`lead`, `s0`…, `trail`) as named groups would. */
export interface Matcher {
  exec(text: string): RegExpExecArray | null;
}

/** The lead and trail as expressions (built by the template compiler) and the words a non-empty one says first/last. */
export interface Around {
  lead: string;
  trail: string;
  /** Undefined when the text is not all optional groups: then it is always part of the expression. */
  leadWords?: ReadonlySet<string>;
  trailWords?: ReadonlySet<string>;
}

/** The words the shared lead or trail may say, when every part of it is optional. */
export const wordsOf = (which: "lead" | "trail"): ReadonlySet<string> | undefined => {
  const text = expand(which === "lead" ? COMMON_LEAD : COMMON_TRAIL);
  if (!units(text).every((u) => u.startsWith("["))) return undefined;
  return new Set(text.split(/[\s()[\]|]+/).filter(Boolean).map(plainWord));
};

export function matcherAround(body: string, around: Around): Matcher {
  const variants: Matcher[] = [];
  return {
    exec(text) {
      const { lead, trail } = mayHave(text, around);
      const k = Number(lead) + 2 * Number(trail);
      variants[k] ??= plainGroups(`^(?<lead>${lead ? around.lead : ""})${body}(?<trail>${trail ? around.trail : ""})$`);
      return variants[k].exec(text);
    },
  };
}

/** Whether the sentence's first word could start the lead and its last end the trail (the last sentence's, kept). */
let last: { text: string; around: Around; lead: boolean; trail: boolean } | undefined;
function mayHave(text: string, around: Around) {
  if (last?.text !== text || last.around !== around) {
    const first = plainWord(/^\S*/.exec(text)![0]);
    const final = plainWord(/\S*$/.exec(text)![0]);
    last = {
      text,
      around,
      lead: !around.leadWords || around.leadWords.has(first),
      trail: !around.trailWords || around.trailWords.has(final),
    };
  }
  return last;
}

/**
 * The expression with its named groups as plain numbered ones, naming them on a match. The same expression, but
 * named groups made the engine take ~0.5 ms per kilobyte of pattern to parse it, before it was even tried.
 */
function plainGroups(named: string): Matcher {
  const names = [...named.matchAll(/\(\?<(\w+)>/g)].map((m) => m[1]!);
  const re = new RegExp(named.replace(/\(\?<\w+>/g, "("), "d");
  return {
    exec(text) {
      const r = re.exec(text);
      if (!r) return null;
      const groups: Record<string, string | undefined> = Object.create(null);
      const at: Record<string, [number, number] | undefined> = Object.create(null);
      names.forEach((name, i) => {
        groups[name] = r[i + 1];
        at[name] = r.indices![i + 1];
      });
      r.groups = groups as RegExpExecArray["groups"];
      r.indices!.groups = at as NonNullable<RegExpExecArray["indices"]>["groups"];
      return r;
    },
  };
}
