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

// (Scanned by character code and sliced, not built a character at a time: expanded templates run to 24 KB, and the
// assistant's first sentence after a start reads a thousand of them.)
const SPACE = 32;
const isOpen = (c: number) => c === 40 || c === 91 || c === 123; // ( [ {
const isClose = (c: number) => c === 41 || c === 93 || c === 125; // ) ] }

/** Where the group opened at `from` closes (-1: never). */
function closing(t: string, from: number): number {
  let depth = 0;
  for (let j = from; j < t.length; j++) {
    const c = t.charCodeAt(j);
    if (isOpen(c)) depth++;
    else if (isClose(c) && --depth === 0) return j;
  }
  return -1;
}

/** Top-level units of a template: groups (...), [...], {...}, '*', and words. */
export function units(t: string): string[] {
  const parts: string[] = [];
  let i = 0;
  while (i < t.length) {
    const c = t.charCodeAt(i);
    if (c === SPACE) {
      i++;
      continue;
    }
    if (isOpen(c)) {
      const j = closing(t, i);
      if (j < 0) throw new Error(`unbalanced template "${t}"`);
      // "{artist:raw}'s": a slot said as an owner keeps its mark in the same unit.
      const owner = t[i] === "{" ? /^['’]s?(?=\s|$)/.exec(t.slice(j + 1)) : null;
      const end = j + 1 + (owner?.[0].length ?? 0);
      parts.push(t.slice(i, end));
      i = end;
      continue;
    }
    let j = i;
    while (j < t.length && t.charCodeAt(j) !== SPACE && !isOpen(t.charCodeAt(j))) j++;
    parts.push(t.slice(i, j));
    i = j;
  }
  return parts;
}

/** The inside of `(a|b c)` or `[a|b]` split at its own bars (not at those of a group inside it). */
export function splitAlternatives(inner: string): string[] {
  const alts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let j = 0; j < inner.length; j++) {
    const c = inner.charCodeAt(j);
    if (isOpen(c)) depth++;
    else if (isClose(c)) depth--;
    else if (c === 124 && depth === 0) {
      alts.push(inner.slice(start, j).trim());
      start = j + 1;
    }
  }
  alts.push(inner.slice(start).trim());
  return alts;
}

/** The plain words a piece of a template always says (not those in its groups, slots or optional parts). */
export const saidWords = (piece: string) => units(piece).filter((u) => !/^[([{*<]/.test(u)).map(plainWord);

/** A word as the prefilter compares it: lower case, no apostrophe (the templates make it optional). */
export const plainWord = (w: string) => w.toLowerCase().replace(/['’]/g, "");

/** A word matches itself; an apostrophe is optional ("lets", "let's"). */
export const escapeWord = (w: string) => w.replace(/[.+?^${}()|\\]/g, "\\$&").replace(/'/g, "'?");
