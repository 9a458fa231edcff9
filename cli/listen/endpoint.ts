import { rms, SAMPLE_RATE } from "./wav";

export interface EndpointOptions {
  /** Quiet time after speech that ends the utterance. */
  silenceMs?: number;
  /** The longest utterance recorded. */
  maxMs?: number;
  /** Give up when nobody speaks within this time. */
  noSpeechMs?: number;
  /** Lowest RMS (16-bit scale) counted as speech, whatever the noise floor. */
  minLevel?: number;
  /** The room's noise level measured before (e.g. while waiting for the wake word), when speech may start at once. */
  noiseFloor?: number;
}

export type EndpointState = "waiting" | "speaking" | "done" | "no-speech";

/**
 * Energy-based end-of-speech detection: speech starts after a few loud frames (relative to the noise floor measured
 * while waiting) and ends after `silenceMs` of quiet, or at `maxMs`.
 */
export class Endpointer {
  private readonly silenceMs: number;
  private readonly maxMs: number;
  private readonly noSpeechMs: number;
  private readonly minLevel: number;
  private noise = 0;
  private loudRun = 0;
  private quietMs = 0;
  private elapsedMs = 0;
  private speechStartIndex = -1;
  private speechEndIndex = -1;
  private readonly frames: Int16Array[] = [];
  state: EndpointState = "waiting";

  constructor(opts: EndpointOptions = {}) {
    this.silenceMs = opts.silenceMs ?? 800;
    this.maxMs = opts.maxMs ?? 15_000;
    this.noSpeechMs = opts.noSpeechMs ?? 8_000;
    this.minLevel = opts.minLevel ?? 400;
    this.noise = opts.noiseFloor ?? 0;
  }

  push(frame: Int16Array): EndpointState {
    if (this.state === "done" || this.state === "no-speech") return this.state;
    const ms = (frame.length / SAMPLE_RATE) * 1000;
    this.elapsedMs += ms;
    this.frames.push(frame);
    const level = rms(frame);
    const threshold = Math.max(this.minLevel, this.noise * 3);
    if (this.state === "waiting") {
      if (level > threshold) {
        this.loudRun++;
        if (this.loudRun >= 3) {
          this.state = "speaking";
          this.speechStartIndex = Math.max(0, this.frames.length - this.loudRun - 5); // keep a little lead-in
        }
      } else {
        this.loudRun = 0;
        this.noise = this.noise === 0 ? level : this.noise * 0.9 + level * 0.1;
        if (this.elapsedMs >= this.noSpeechMs) this.state = "no-speech";
      }
    } else if (level > threshold) {
      this.quietMs = 0;
    } else {
      this.quietMs += ms;
      if (this.quietMs >= this.silenceMs) this.finish();
    }
    if (this.state === "speaking" && this.elapsedMs >= this.maxMs) this.finish();
    return this.state;
  }

  /** The input ended (file or recorder closed). */
  end(): EndpointState {
    if (this.state === "speaking") this.finish();
    else if (this.state === "waiting") this.state = "no-speech";
    return this.state;
  }

  private finish() {
    this.state = "done";
    const trailingQuietFrames = Math.floor(this.quietMs / ((512 / SAMPLE_RATE) * 1000));
    this.speechEndIndex = Math.max(
      this.speechStartIndex + 1,
      this.frames.length - Math.max(0, trailingQuietFrames - 6),
    );
  }

  /** The utterance (with a short lead-in and tail) as one buffer. */
  audio(): Int16Array {
    const frames = this.frames.slice(
      Math.max(0, this.speechStartIndex),
      this.speechEndIndex < 0 ? undefined : this.speechEndIndex,
    );
    const out = new Int16Array(frames.reduce((n, f) => n + f.length, 0));
    let o = 0;
    for (const f of frames) {
      out.set(f, o);
      o += f.length;
    }
    return out;
  }
}
