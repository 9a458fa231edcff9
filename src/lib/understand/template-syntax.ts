import { COMMON_RULES } from "./templates";

// A template's text taken apart: rules expanded, its top-level units, the choices of a group, its plain words.

/** Rules expanded (rules may use rules and slots); a domain's own rules first, then the common ones. */
export function expand(template: string, rules: Record<string, string> = {}, depth = 0): string {
  if (depth > 5) throw new Error(`rules nest too deep in "${template}"`);
  const out = template.replace(/<(\w+)>/g, (_, name: string) => {
    const rule = rules[name] ?? COMMON_RULES[name];
    if (rule === undefined) throw new Error(`unknown rule <${name}> in "${template}"`);
    return rule;
  });
  return out.includes("<") ? expand(out, rules, depth + 1) : out;
}

/** Top-level units of a template: groups (...), [...], {...}, '*', and words. */
export function units(t: string): string[] {
  const parts: string[] = [];
  let i = 0;
  while (i < t.length) {
    const c = t[i]!;
    if (c === " ") {
      i++;
      continue;
    }
    if (c === "(" || c === "[" || c === "{") {
      let depth = 0;
      let j = i;
      for (; j < t.length; j++) {
        if ("([{".includes(t[j]!)) depth++;
        if (")]}".includes(t[j]!)) depth--;
        if (depth === 0) break;
      }
      if (j >= t.length) throw new Error(`unbalanced template "${t}"`);
      parts.push(t.slice(i, j + 1));
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < t.length && !" ([{".includes(t[j]!)) j++;
    parts.push(t.slice(i, j));
    i = j;
  }
  return parts;
}

/** The inside of `(a|b c)` or `[a|b]` split at its own bars (not at those of a group inside it). */
export function splitAlternatives(inner: string): string[] {
  const alts: string[] = [];
  let depth = 0;
  let cur = "";
  for (const c of inner) {
    if ("([{".includes(c)) depth++;
    if (")]}".includes(c)) depth--;
    if (c === "|" && depth === 0) {
      alts.push(cur.trim());
      cur = "";
    } else cur += c;
  }
  alts.push(cur.trim());
  return alts;
}

/** The plain words a piece of a template always says (not those in its groups, slots or optional parts). */
export const saidWords = (piece: string) => units(piece).filter((u) => !/^[([{*<]/.test(u)).map(plainWord);

/** A word as the prefilter compares it: lower case, no apostrophe (the templates make it optional). */
export const plainWord = (w: string) => w.toLowerCase().replace(/['’]/g, "");

/** A word matches itself; an apostrophe is optional ("lets", "let's"). */
export const escapeWord = (w: string) => w.replace(/[.+?^${}()|\\]/g, "\\$&").replace(/'/g, "'?");
