import { TOOLS } from "./registry";

/** One line per capability, generated from the registry: what it does and one thing to say. */
export function capabilityLines(): string[] {
  return TOOLS.filter((x) => x.examples.length).map((x) => `${x.description.replace(/\s*\(.*?\)\s*/g, " ").replace(/\.$/, "").trim()}: "${x.examples[0]}"`);
}

/** The README's "Talking to Sunshine" list (scripts/talking-to-sunshine.ts writes it; a test keeps it current). */
export function talkingToSunshineMarkdown(): string {
  const kinds: Record<string, string> = { read: "answers", write: "changes (undo with \"undo\")", destructive: "asks \"yes?\" first", outgoing: "asks \"yes?\" first" };
  const rows = TOOLS.map(
    (x) => `| \`${x.name}\` | ${x.description.replace(/\|/g, "/")} | ${x.examples.map((e) => `"${e}"`).join("<br>")} | ${kinds[x.kind]} |`,
  );
  return ["| Tool | What it does | Say for example | Kind |", "|---|---|---|---|", ...rows].join("\n");
}
