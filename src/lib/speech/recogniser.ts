import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { guessPronunciations } from "./letter-to-sound";
import { buildLanguageModel, readDictionary } from "./language-model";
import { findSpeechModel, SphinxDecoder, SpeechUnavailableError, type SpeechModelPaths } from "./pocketsphinx";

export const SAMPLE_RATE = 16_000;
/**
 * Keyphrase threshold of the wake word: lower hears more wakes and more false ones. On noisy synthetic speech
 * (bench/voice-offline.ts) 1e-25 heard 94 of 96 wake clips with 1 false wake in 8 minutes of talk full of near
 * misses ("the sunshine was lovely", "hey son, can you shine…"); 1e-30 heard 95 with 3 false wakes; 1e-20 heard 90
 * with none. Quiet rooms can go lower; TV in the background calls for higher.
 */
export const DEFAULT_WAKE_THRESHOLD = 1e-25;
/** Below this posterior the recogniser is unsure, and the caller asks again rather than acting on a guess. */
export const DEFAULT_MIN_CONFIDENCE = 0.5;
/** How much recent audio the wake spotter keeps, and how long it listens before it counts as adapted. */
const WAKE_HISTORY = 5 * SAMPLE_RATE;
const WARM_UP = 3 * SAMPLE_RATE;
const WARM_UP_STRICTER = 1e5;
/** Command decoder settings beyond PocketSphinx's defaults. */
const COMMAND_FLAGS: Record<string, string> = {};

export interface Vocabulary {
  phrases: readonly string[];
  names: readonly string[];
  words?: readonly string[];
}

export interface Heard {
  text: string;
  /** 0..1: how sure the recogniser is that these are the words said. */
  confidence: number;
}

export interface RecogniserOptions {
  vocabulary: Vocabulary;
  /** The wake phrase, e.g. "hey sunshine" (lower case); none: no wake word. */
  wakePhrase?: string;
  wakeThreshold?: number;
  /** Model folder and library folder; default Debian's (or SUNSHINE_SPEECH_MODEL / SUNSHINE_POCKETSPHINX_LIB). */
  model?: string;
  lib?: string;
  /** Where the generated language model is written (a fresh temp folder by default). */
  dir?: string;
}

const dictionaries = new Map<string, Map<string, string[]>>();

/**
 * Silence that is perfectly digital makes PocketSphinx hear words and miss the wake phrase; a real microphone always
 * has a faint hiss. So every sample gets a little noise (about -50 dBFS), as a comfort-noise generator would add.
 */
export class ComfortNoise {
  private seed = 12345;
  constructor(private readonly amplitude = 200) {}
  apply(frame: Int16Array): Int16Array {
    const out = new Int16Array(frame.length);
    for (let i = 0; i < frame.length; i++) {
      this.seed = (this.seed * 1103515245 + 12345) & 0x7fffffff;
      const n = ((this.seed >> 8) % (2 * this.amplitude + 1)) - this.amplitude;
      out[i] = Math.max(-32768, Math.min(32767, frame[i]! + n));
    }
    return out;
  }
}

/**
 * The offline recogniser: PocketSphinx with our own language model for commands, and a keyphrase spotter for the
 * wake phrase. Two decoders: the spotter normalises its input live (it never stops listening), the command decoder
 * sees each command whole and normalises over it, so the first command after start-up is heard as well as the rest.
 */
export class OfflineRecogniser {
  readonly paths: SpeechModelPaths;
  readonly wakePhrase: string | null;
  readonly wakeThreshold: number;
  private commands: SphinxDecoder;
  private readonly dict: Map<string, string[]>;
  private readonly dir: string;
  private builds = 0;
  private readonly wake: SphinxDecoder | null = null;
  private readonly noise = new ComfortNoise();

  constructor(opts: RecogniserOptions) {
    this.paths = findSpeechModel({ model: opts.model, lib: opts.lib });
    const dictPath = this.paths.dictionary;
    const dict = dictionaries.get(dictPath) ?? readDictionary(dictPath);
    dictionaries.set(dictPath, dict);
    this.wakePhrase = opts.wakePhrase?.toLowerCase().trim() || null;
    this.wakeThreshold = opts.wakeThreshold ?? DEFAULT_WAKE_THRESHOLD;
    this.dict = dict;
    const dir = (this.dir = opts.dir ?? mkdtempSync(join(tmpdir(), "sunshine-speech-")));
    mkdirSync(dir, { recursive: true });
    this.commands = this.commandDecoder(opts.vocabulary);
    if (this.wakePhrase) {
      const wakeWords = this.wakePhrase.split(/\s+/);
      const wakeDict = buildLanguageModel({ phrases: [this.wakePhrase], names: [] }, dict);
      const missing = wakeWords.filter((w) => !new RegExp(`^${w}( |\\()`, "m").test(wakeDict.dict));
      if (missing.length)
        throw new SpeechUnavailableError(
          `The wake phrase "${this.wakePhrase}" has a word the pronunciation dictionary lacks (${missing.join(", ")}); choose a persona name that is an English word or name.`,
        );
      writeFileSync(join(dir, "wake.dict"), wakeDict.dict);
      this.wake = new SphinxDecoder(this.paths, {
        "-dict": join(dir, "wake.dict"),
        "-kws_threshold": String(this.wakeThreshold),
      });
      // The second look at the first seconds (see wakeHeard) is stricter: normalisation adapted to speech makes the
      // spotter eager, and a false wake right at start-up is as bad as a missed one.
      this.wake.addKeyphrase("warm-up", this.wakePhrase, this.wakeThreshold * WARM_UP_STRICTER);
      this.wake.addKeyphrase("wake", this.wakePhrase, this.wakeThreshold);
      this.wake.use("wake");
    }
  }

  /** Words the command model knows. */
  get words(): number {
    return this.wordCount;
  }
  private wordCount = 0;

  private commandDecoder(vocabulary: Vocabulary): SphinxDecoder {
    const built = buildLanguageModel(
      { phrases: vocabulary.phrases, names: vocabulary.names, extraWords: vocabulary.words },
      this.dict,
      guessPronunciations,
    );
    this.wordCount = built.words;
    const name = `commands-${++this.builds}`;
    writeFileSync(join(this.dir, `${name}.arpa`), built.arpa);
    writeFileSync(join(this.dir, `${name}.dict`), built.dict);
    return new SphinxDecoder(this.paths, {
      "-lm": join(this.dir, `${name}.arpa`),
      "-dict": join(this.dir, `${name}.dict`),
      "-cmn": "batch",
      ...COMMAND_FLAGS,
    });
  }

  /** Rebuilds the command model for new record names (a new client, a new venue); the wake spotter keeps running. */
  updateVocabulary(vocabulary: Vocabulary): void {
    const next = this.commandDecoder(vocabulary);
    this.commands.end();
    this.commands.free();
    this.commands = next;
  }

  /** Decodes one whole utterance (a command, no wake phrase expected) against the command model. */
  transcribe(samples: Int16Array): Heard {
    const pad = SAMPLE_RATE / 4;
    const all = new Int16Array(samples.length + 2 * pad);
    all.set(samples, pad);
    this.commands.end();
    this.commands.start();
    this.commands.process(this.noise.apply(all), true);
    this.commands.end();
    const text = this.commands.hypothesis();
    // The mean of the words' posteriors: a whole sentence's posterior shrinks with its length, a word's does not.
    const posteriors = text ? this.commands.wordPosteriors() : [];
    if (process.env.SPEECH_DEBUG) console.error(posteriors.map((x) => `${x.word}:${x.p.toFixed(2)}`).join(" "));
    const confidence = posteriors.length ? posteriors.reduce((n, x) => n + x.p, 0) / posteriors.length : 0;
    return { text, confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 1000) / 1000 };
  }

  // The spotter's recent input, so that what follows the wake phrase can be handed to the command, and so the
  // first seconds after start-up can be listened to again once the spotter has adapted to the microphone.
  private history: Int16Array[] = [];
  private historyStart = 0; // sample index of history[0]
  private uttStart = 0; // sample index where the spotter's current utterance began
  private heardSamples = 0;
  private warmedUp = false;
  private afterWake: Int16Array = new Int16Array(0);

  /** Feeds live audio to the wake-phrase spotter; true when the phrase was just heard (the command follows). */
  wakeHeard(frame: Int16Array): boolean {
    if (!this.wake) throw new Error("This recogniser has no wake phrase");
    const noisy = this.noise.apply(frame);
    this.history.push(noisy);
    this.heardSamples += noisy.length;
    while (this.history.length > 1 && this.heardSamples - this.historyStart - this.history[0]!.length > WAKE_HISTORY) {
      this.historyStart += this.history.shift()!.length;
    }
    this.wake.process(noisy);
    // The spotter names the phrase as soon as it ends, so where it was first named is where the command begins.
    let endSample = this.wake.hypothesis() ? this.heardSamples : -1;
    if (endSample < 0 && !this.warmedUp && this.heardSamples >= WARM_UP) {
      // Live normalisation starts from generic values and adapts over the first seconds, so a wake phrase said
      // right at start-up can be missed: listen to those seconds once more with the adapted values.
      this.warmedUp = true;
      this.wake.use("warm-up");
      this.restartWake(this.historyStart);
      let at = this.historyStart;
      for (const f of this.history) {
        this.wake.process(f);
        at += f.length;
        if (this.wake.hypothesis()) {
          endSample = at;
          break;
        }
      }
      this.wake.use("wake");
      if (endSample < 0) {
        // Carry on listening live from here, with the adapted normalisation.
        this.restartWake(this.heardSamples);
        return false;
      }
    }
    if (endSample < 0) return false;
    this.warmedUp = true;
    this.afterWake = this.samplesSince(endSample);
    this.restartWake(this.heardSamples);
    this.history = [];
    this.historyStart = this.heardSamples;
    return true;
  }

  /** The audio that came after the wake phrase, up to the moment it was recognised: the start of the command. */
  takeAfterWake(): Int16Array {
    const out = this.afterWake;
    this.afterWake = new Int16Array(0);
    return out;
  }

  private restartWake(at: number) {
    this.wake!.end();
    this.wake!.start();
    this.uttStart = at;
  }

  private samplesSince(sample: number): Int16Array {
    const from = Math.max(0, sample - this.historyStart);
    const all = new Int16Array(this.heardSamples - this.historyStart);
    let o = 0;
    for (const f of this.history) {
      all.set(f, o);
      o += f.length;
    }
    return all.slice(Math.min(from, all.length));
  }

  release(): void {
    this.commands.end();
    this.commands.free();
    this.wake?.end();
    this.wake?.free();
  }
}
