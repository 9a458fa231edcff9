import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Spoken test clips made on the spot with espeak-ng and sox (nothing downloaded): a voice, a speed, and background
 * noise at a chosen level, as a 16 kHz mono 16-bit WAV. Used by the voice tests and the voice bench.
 */
export interface ClipVoice {
  voice: string;
  wpm: number;
}

/** Voices the tests speak with: US and UK English, male and female variants, different speeds. */
export const TEST_VOICES: ClipVoice[] = [
  { voice: "en-us", wpm: 165 },
  { voice: "en-us+m3", wpm: 145 },
  { voice: "en-gb+f3", wpm: 160 },
  { voice: "en-us+f2", wpm: 185 },
];

let counter = 0;
const dir = () => (process.env.SUNSHINE_CLIP_DIR ??= mkdtempSync(join(tmpdir(), "sunshine-clips-")));

/**
 * Says `text` into a WAV. `noise` is the white-noise amplitude (0..1 of full scale; 0.02 is about 17 dB below the
 * speech, like a laptop microphone); `pad` adds quiet (with the same noise) before and after, in seconds.
 */
// sox runs with -R (repeatable): its noise and dither are seeded, so a clip — and what the recogniser hears in it — is
// the same on every run, and a test's result does not depend on a lucky draw.
export function speakClip(text: string, v: ClipVoice, opts: { noise?: number; pad?: number } = {}): string {
  const base = join(dir(), `clip-${process.pid}-${++counter}`);
  execFileSync("espeak-ng", ["-v", v.voice, "-s", String(v.wpm), "-w", `${base}-raw.wav`, text]);
  const pad = opts.pad ?? 0.4;
  execFileSync("sox", ["-R", 
    `${base}-raw.wav`,
    "-r",
    "16000",
    "-c",
    "1",
    "-b",
    "16",
    `${base}-16.wav`,
    "pad",
    String(pad),
    String(pad),
  ]);
  const noise = opts.noise ?? 0;
  if (!noise) return `${base}-16.wav`;
  const seconds = execFileSync("soxi", ["-D", `${base}-16.wav`])
    .toString()
    .trim();
  execFileSync("sox", ["-R", 
    "-n",
    "-r",
    "16000",
    "-c",
    "1",
    "-b",
    "16",
    `${base}-n.wav`,
    "synth",
    seconds,
    "whitenoise",
    "vol",
    String(noise),
  ]);
  execFileSync("sox", ["-R", "-m", `${base}-16.wav`, `${base}-n.wav`, `${base}.wav`]);
  return `${base}.wav`;
}

/** Joins clips one after the other into one WAV (a recording with several things said). */
export function joinClips(paths: string[]): string {
  const out = join(dir(), `joined-${process.pid}-${++counter}.wav`);
  execFileSync("sox", ["-R", ...paths, out]);
  return out;
}

export const wavBytes = (path: string) => new Uint8Array(readFileSync(path));

/** Word error rate of a hypothesis against a reference (both as spoken words). */
export function wordErrorRate(reference: string, hypothesis: string): { errors: number; words: number } {
  // "what's" and "whats" are the same words said: apostrophes do not count.
  const split = (t: string) => t.toLowerCase().replace(/'/g, "").split(/\s+/).filter(Boolean);
  const r = split(reference);
  const h = split(hypothesis);
  let prev = Array.from({ length: h.length + 1 }, (_, j) => j);
  for (let i = 1; i <= r.length; i++) {
    const cur = [i];
    for (let j = 1; j <= h.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
    prev = cur;
  }
  return { errors: prev[h.length]!, words: r.length };
}
