import type { Pattern } from "../tools";
import { RULES } from "./rules";
import { units } from "./templates";

export interface CompiledPattern {
  re: RegExp;
  weight: number;
  source: string;
}

/**
 * Compiles a template to a regular expression over a normalised sentence. `(a|b c)` alternatives, `[x|y]` optional,
 * `*` any words (including none), `<rule>` expansions, `^` start anchor; other words match as whole words.
 */
export function compilePattern(p: Pattern): CompiledPattern {
  const template = typeof p === "string" ? p : p.template;
  const weight = typeof p === "string" ? 1 : (p.weight ?? 1);
  const expanded = template.replace(/<(\w+)>/g, (_, name: string) => {
    const rule = RULES[name];
    if (!rule) throw new Error(`unknown pattern rule <${name}> in "${template}"`);
    return rule;
  });
  const anchored = expanded.startsWith("^");
  const body = anchored ? expanded.slice(1) : expanded;
  const re = new RegExp(`${anchored ? "^" : "(?:^|\\s)"}${toRegex(body.trim())}(?=\\s|$)`);
  return { re, weight, source: template };
}

/** Token-level translation: words join with \s+; optional units and '*' carry their own separator. */
function toRegex(t: string): string {
  let out = "";
  let needSep = false;
  for (const part of units(t)) {
    if (part === "*") out += needSep ? "(?:\\s+\\S+)*?" : "(?:\\S+\\s+)*?";
    else if (part.startsWith("[")) {
      const x = alternatives(part.slice(1, -1));
      out += needSep ? `(?:\\s+${x})?` : `(?:${x}\\s+)?`;
    } else {
      out += (needSep ? "\\s+" : "") + (part.startsWith("(") ? alternatives(part.slice(1, -1)) : escapeWord(part));
      needSep = true;
    }
  }
  return out;
}

function alternatives(inner: string): string {
  const alts: string[] = [];
  let depth = 0;
  let cur = "";
  for (const c of inner) {
    if (c === "(" || c === "[") depth++;
    if (c === ")" || c === "]") depth--;
    if (c === "|" && depth === 0) {
      alts.push(cur);
      cur = "";
    } else cur += c;
  }
  alts.push(cur);
  return `(?:${alts.map((a) => toRegex(a.trim())).join("|")})`;
}

/** A word matches itself (an apostrophe is optional, "'s" may follow: "the rehearsal's moved"); `#` a number. */
const escapeWord = (w: string) =>
  w === "#" ? "\\d+(?:[.,]\\d+)?" : `${w.replace(/[.+?^${}()|\\]/g, "\\$&").replace(/'/g, "'?")}(?:'s)?`;
