/** The wake phrase is "hey" plus the persona's name (Sunshine unless SUNSHINE_PERSONA says otherwise). */
export const persona = () => process.env.SUNSHINE_PERSONA?.trim() || "Sunshine";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * "Hey Sunshine, add task call the radio station" → { woke: true, rest: "add task call the radio station" }.
 * A line without the wake phrase is returned unchanged with woke false.
 */
export function stripWakePhrase(line: string, name = persona()): { woke: boolean; rest: string } {
  const re = new RegExp(`^\\s*(?:hey|hi|hello|ok|okay)[\\s,]+${escape(name)}\\b[\\s,.!:;-]*`, "i");
  const m = re.exec(line);
  if (!m) return { woke: false, rest: line.trim() };
  return { woke: true, rest: line.slice(m[0].length).trim() };
}
