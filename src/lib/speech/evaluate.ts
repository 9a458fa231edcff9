import { OfflineRecogniser, SAMPLE_RATE, type Vocabulary } from "./recogniser";
import { speakClip, wavBytes, wordErrorRate, type ClipVoice } from "./test-clips";
import { readPcm16Wav } from "./wav";
import { spokenText } from "./spoken-text";

/**
 * Measures the offline recogniser on clips spoken by espeak-ng with background noise: wake hits, false wakes on
 * speech without the wake phrase, command word error rate, and CPU per second of audio. Shared by the voice tests
 * (which hold floors) and bench/voice-offline.ts (which prints the figures).
 */
export interface WakeFigures {
  clips: number;
  hits: number;
  /** Wakes on speech without the wake phrase. */
  falseWakes: number;
  proseSeconds: number;
  /** CPU seconds per second of audio while listening for the wake phrase. */
  cpuPerSecond: number;
}

const FRAME = 512;
const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Streams each wake clip through one always-on spotter per voice (a fresh one, so the first wake after start counts). */
export function measureWake(
  vocabulary: Vocabulary,
  wakePhrase: string,
  commands: readonly string[],
  prose: readonly string[],
  voices: readonly ClipVoice[],
  noises: readonly number[],
  threshold?: number,
): WakeFigures {
  let clips = 0;
  let hits = 0;
  let falseWakes = 0;
  let audio = 0;
  let cpu = 0;
  let proseSeconds = 0;
  for (const voice of voices)
    for (const noise of noises) {
      const r = new OfflineRecogniser({ vocabulary, wakePhrase, wakeThreshold: threshold });
      const stream = (samples: Int16Array) => {
        const c0 = cpuSeconds();
        let woke = 0;
        for (let o = 0; o < samples.length; o += FRAME) if (r.wakeHeard(samples.subarray(o, o + FRAME))) woke++;
        cpu += cpuSeconds() - c0;
        audio += samples.length / SAMPLE_RATE;
        return woke;
      };
      for (const command of commands) {
        clips++;
        if (stream(readPcm16Wav(wavBytes(speakClip(`${wakePhrase}, ${command}`, voice, { noise, pad: 0.8 })))) > 0)
          hits++;
      }
      for (const text of prose) {
        const samples = readPcm16Wav(wavBytes(speakClip(text, voice, { noise, pad: 0.5 })));
        proseSeconds += samples.length / SAMPLE_RATE;
        falseWakes += stream(samples);
      }
      r.release();
    }
  return { clips, hits, falseWakes, proseSeconds, cpuPerSecond: cpu / Math.max(1, audio) };
}

export interface CommandFigures {
  clips: number;
  errors: number;
  words: number;
  /** CPU seconds per second of command audio. */
  cpuPerSecond: number;
  heard: { said: string; text: string; confidence: number; ms: number }[];
}

/** Transcribes each command (without the wake phrase) and counts word errors against what was said. */
export function measureCommands(
  recogniser: OfflineRecogniser,
  commands: readonly string[],
  voices: readonly ClipVoice[],
  noise: number,
): CommandFigures {
  const out: CommandFigures = { clips: 0, errors: 0, words: 0, cpuPerSecond: 0, heard: [] };
  let cpu = 0;
  let audio = 0;
  for (const voice of voices)
    for (const said of commands) {
      const samples = readPcm16Wav(wavBytes(speakClip(said, voice, { noise })));
      const c0 = cpuSeconds();
      const t0 = performance.now();
      const h = recogniser.transcribe(samples);
      const ms = performance.now() - t0;
      cpu += cpuSeconds() - c0;
      audio += samples.length / SAMPLE_RATE;
      const wer = wordErrorRate(spokenText(said) ?? said, h.text);
      out.clips++;
      out.errors += wer.errors;
      out.words += wer.words;
      out.heard.push({ said, text: h.text, confidence: h.confidence, ms });
    }
  out.cpuPerSecond = cpu / Math.max(1, audio);
  return out;
}
