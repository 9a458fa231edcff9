import { execFileSync } from "node:child_process";

/**
 * Pronunciations for words the dictionary lacks (names such as "Lindqvist", "Okafor", "Horizonte"), from espeak-ng's
 * English letter-to-sound rules: without one, the recogniser cannot hear a name the owner says. espeak-ng is the
 * voice that speaks the replies, so it is there wherever `listen` runs; where it is not, nothing is guessed.
 */

/** espeak-ng's IPA (American English) as the en-us model's phones; two-letter sounds first. */
const PHONES: [string, string][] = [
  ["tʃ", "CH"], ["dʒ", "JH"], ["eɪ", "EY"], ["aɪ", "AY"], ["ɔɪ", "OY"], ["aʊ", "AW"], ["oʊ", "OW"], ["əʊ", "OW"],
  ["ɜː", "ER"], ["ɑː", "AA"], ["ɔː", "AO"], ["iː", "IY"], ["uː", "UW"], ["oː", "OW"], ["ɪə", "IH R"], ["eə", "EH R"],
  ["ɚ", "ER"], ["ɝ", "ER"], ["ɪ", "IH"], ["ᵻ", "IH"], ["i", "IY"], ["ɛ", "EH"], ["e", "EH"], ["æ", "AE"], ["a", "AA"],
  ["ɑ", "AA"], ["ɒ", "AA"], ["ɔ", "AO"], ["o", "OW"], ["ʊ", "UH"], ["u", "UW"], ["ʌ", "AH"], ["ə", "AH"], ["ɐ", "AH"],
  ["ɹ", "R"], ["r", "R"], ["ɾ", "D"], ["l", "L"], ["ɫ", "L"], ["m", "M"], ["n", "N"], ["ŋ", "NG"], ["p", "P"],
  ["b", "B"], ["t", "T"], ["d", "D"], ["k", "K"], ["ɡ", "G"], ["g", "G"], ["f", "F"], ["v", "V"], ["θ", "TH"],
  ["ð", "DH"], ["s", "S"], ["z", "Z"], ["ʃ", "SH"], ["ʒ", "ZH"], ["h", "HH"], ["x", "HH"], ["w", "W"], ["j", "Y"],
];

/** One IPA transcription as phones; undefined when a sound has no counterpart (better no guess than a wrong one). */
export function ipaToPhones(ipa: string): string | undefined {
  const s = ipa.replace(/[ˈˌ̩ʔ.\s-]/g, "");
  const out: string[] = [];
  for (let i = 0; i < s.length; ) {
    const hit = PHONES.find(([sound]) => s.startsWith(sound, i));
    if (!hit) return undefined;
    out.push(hit[1]);
    i += hit[0].length;
    // A length mark after a single sound ("nː") changes nothing here.
    if (s[i] === "ː") i++;
  }
  return out.length ? out.join(" ") : undefined;
}

/** Pronunciations for these lower-case words, one espeak-ng run for all of them; empty when espeak-ng is missing. */
export function guessPronunciations(words: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  const asked = words.filter((w) => /^[a-z][a-z']*$/.test(w));
  if (!asked.length) return found;
  let ipa: string;
  try {
    ipa = execFileSync("espeak-ng", ["-q", "--ipa", "-v", "en-us"], {
      input: asked.join("\n"),
      encoding: "utf8",
      timeout: 10_000,
      stdio: ["pipe", "pipe", "ignore"],
    });
  } catch {
    return found;
  }
  const lines = ipa.split("\n").map((l) => l.trim()).filter(Boolean);
  // One line per word; if espeak-ng ever joins lines, the words can no longer be matched, so none is guessed.
  if (lines.length !== asked.length) return found;
  asked.forEach((w, i) => {
    const phones = ipaToPhones(lines[i]!);
    if (phones) found.set(w, phones);
  });
  return found;
}
