import { createInterface } from "node:readline";
import { CompanionError, type SunshineClient } from "../client";
import { formatExchange, handleLine } from "../core";
import { followNotifications, formatNotification, spokenNotification } from "../live";
import { persona } from "../wake";
import { fileSource, findRecorder, FRAME_LENGTH, recorderSource, type AudioSource } from "./audio";
import { Endpointer } from "./endpoint";
import { findSpeaker, type Speaker } from "./speak";
import { offlineSpeech, sttServerConfigured } from "./offline";
import { createTranscriber, type Transcriber } from "./stt";
import { encodeWav, rms, SAMPLE_RATE } from "./wav";
import { createPorcupine, type WakeWordEngine } from "./wakeword";

export interface ListenOptions {
  input?: string;
  keyword?: string;
  accessKey?: string;
  sensitivity?: number;
  pushToTalk?: boolean;
  speak?: boolean;
  recorder?: string;
  device?: string;
  silenceMs?: number;
  maxSeconds?: number;
  /** Print timing figures after each command. */
  timings?: boolean;
  /** Stop after this many commands (file input: always after the file ends). */
  once?: boolean;
  /** Print and say reminders and alerts as they fire (default on; off for a one-shot file). */
  announce?: boolean;
  /** The whole input is one command: no wake word. */
  noWake?: boolean;
  /** One JSON line per event (wake, heard, reply) instead of sentences. */
  json?: boolean;
  /** Offline wake word: keyphrase threshold (lower wakes more easily). */
  wakeThreshold?: number;
  /** Offline recogniser: commands heard with less confidence are asked again (0..1). */
  minConfidence?: number;
  speechModel?: string;
  speechLib?: string;
}

/** Below this confidence the offline recogniser's words are not acted on: the companion asks again. */
export const DEFAULT_MIN_CONFIDENCE = 0.5;
export const SAY_AGAIN = "Sorry, I'm not sure I heard that right. Please say it again.";

export interface ListenDeps {
  client: SunshineClient;
  transcriber?: Transcriber;
  wake?: WakeWordEngine | null;
  speaker?: Speaker | null;
  source?: AudioSource;
  log?: (line: string) => void;
}

export interface CommandTiming {
  transcript: string;
  /** End of speech → reply printed, minus the transcription server's own time. */
  endToReplyMs: number;
  /** End of speech → reply printed, transcription included. */
  totalMs: number;
  sttMs: number;
  serverMs: number;
}

/**
 * `sunshine listen`: wake word (or Enter, or straight away for a file without a key) → record until silence →
 * transcribe → /api/ai/process → carry out actions → print and speak the reply.
 */
export async function runListen(opts: ListenOptions, deps: ListenDeps): Promise<CommandTiming[]> {
  const print = deps.log ?? ((l: string) => console.log(l));
  // With --json only the events are printed, one JSON object a line, for scripts; sentences go nowhere.
  const log = opts.json ? () => {} : print;
  const event = (e: Record<string, unknown>) => opts.json && print(JSON.stringify(e));
  const timings: CommandTiming[] = [];

  // Every missing piece is found before listening starts, each with one clear message.
  if (opts.pushToTalk && opts.input)
    throw new CompanionError("--push-to-talk is for the microphone; with --input the file is the command.");
  if (opts.noWake && !opts.input)
    throw new CompanionError(
      "--no-wake is for --input FILE.wav; for the microphone without a wake word use --push-to-talk.",
    );
  const accessKey = opts.accessKey ?? process.env.PICOVOICE_ACCESS_KEY;
  const porcupine = Boolean(accessKey || opts.keyword);
  const serverStt = sttServerConfigured();
  let wake: WakeWordEngine | null = deps.wake ?? null;
  const immediate = Boolean(opts.noWake && opts.input);
  const wantOfflineWake = deps.wake === undefined && !opts.pushToTalk && !immediate && !porcupine;
  const wantOfflineStt = !deps.transcriber && !serverStt;
  const offline =
    wantOfflineWake || wantOfflineStt
      ? await offlineSpeech(deps.client, {
          wake: wantOfflineWake,
          wakeThreshold: opts.wakeThreshold,
          speechModel: opts.speechModel,
          speechLib: opts.speechLib,
        })
      : null;
  const transcriber: Transcriber = deps.transcriber ?? (serverStt ? createTranscriber() : offline!.transcriber);
  if (deps.wake === undefined && !opts.pushToTalk && !immediate)
    wake = porcupine
      ? await createPorcupine({ accessKey, keywordPath: opts.keyword, sensitivity: opts.sensitivity })
      : offline!.wake;
  const minConfidence = opts.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  const frameLength = wake?.frameLength ?? FRAME_LENGTH;
  const source =
    deps.source ??
    (opts.input
      ? fileSource(opts.input, frameLength)
      : recorderSource(findRecorder(opts.recorder), opts.device, frameLength));
  const speaker = opts.speak === false ? null : deps.speaker !== undefined ? deps.speaker : findSpeaker();
  await deps.client.pendingTasks().catch((e) => {
    throw e instanceof CompanionError ? e : new CompanionError(String(e));
  }); // signs in and proves the server is reachable

  const spoken = speaker
    ? speaker.name
    : opts.speak === false
      ? "off"
      : "off (install espeak-ng, or set SUNSHINE_TTS_MODEL for a speech endpoint)";
  log(`Audio: ${source.description}. Speech-to-text: ${transcriber.describe}. Replies spoken: ${spoken}.`);
  const prompt = () =>
    immediate
      ? `No wake word (--no-wake): the file is taken as one command.`
      : wake
        ? `Say "${wake.phrase}" to talk to ${persona()} (Ctrl+C quits).`
        : `Press Enter, then speak (Ctrl+C quits).`;
  log(prompt());

  // Reminders fire on the server; the companion prints them and says them aloud, one after another.
  const live = new AbortController();
  if (opts.announce ?? !opts.input) {
    let speaking = Promise.resolve();
    void followNotifications(
      deps.client,
      (n) => {
        log(formatNotification(n));
        if (speaker)
          speaking = speaking
            .then(() => speaker.speak(spokenNotification(n)))
            .catch((e) => log(`(Could not say it with ${speaker.name}: ${(e as Error).message})`));
      },
      { signal: live.signal },
    );
  }

  let triggered = immediate;
  let rl: ReturnType<typeof createInterface> | undefined;
  if (!wake && !immediate) {
    rl = createInterface({ input: process.stdin, terminal: false });
    rl.on("line", () => {
      if (!triggered) {
        triggered = true;
        log("Listening…");
      }
    });
  }
  let endpointer: Endpointer | null = null;
  // The room's noise level, measured while waiting for the wake word, so the end of a command is found in a noisy
  // room too (the command often starts the moment the wake phrase ends, with no quiet to measure).
  const levels: number[] = [];
  const noiseFloor = () => {
    if (levels.length < 10) return undefined;
    const sorted = [...levels].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length * 0.2)];
  };
  const newEndpointer = () =>
    new Endpointer({
      silenceMs: opts.silenceMs,
      maxMs: opts.maxSeconds ? opts.maxSeconds * 1000 : undefined,
      noiseFloor: noiseFloor(),
    });
  let samplesIn = 0;

  const say = async (text: string) => {
    if (speaker && text)
      await speaker
        .speak(text)
        .catch((e) => log(`(Could not speak the reply with ${speaker.name}: ${(e as Error).message})`));
  };

  const finishUtterance = async (ep: Endpointer) => {
    const endOfSpeech = performance.now();
    if (ep.state === "no-speech") {
      log("I didn't hear anything.");
      event({ event: "heard", text: "", confidence: 0 });
      return;
    }
    const audio = ep.audio();
    log(`Heard ${(audio.length / SAMPLE_RATE).toFixed(1)} s of speech; transcribing…`);
    const sttStart = performance.now();
    const result = await transcriber.transcribe(encodeWav(audio));
    const sttMs = performance.now() - sttStart;
    // A speech server gives words only; the offline recogniser also says how sure it is.
    const { text, confidence } = typeof result === "string" ? { text: result, confidence: 1 } : result;
    event({ event: "heard", text, confidence });
    if (!text) {
      log("I heard speech but no words I know; try again a little closer to the microphone.");
      await say(SAY_AGAIN);
      return;
    }
    if (confidence < minConfidence) {
      // Never act on a guess: a wrong task or a wrong e-mail is worse than asking once more.
      log(`I think you said "${text}", but I'm not sure (confidence ${confidence.toFixed(2)}).`);
      log(SAY_AGAIN);
      event({ event: "reply", text: SAY_AGAIN, unsure: true });
      await say(SAY_AGAIN);
      return;
    }
    log(`You said: "${text}"`);
    const x = await handleLine(deps.client, text, "voice");
    log(formatExchange(x));
    const totalMs = performance.now() - endOfSpeech;
    const endToReplyMs = totalMs - sttMs;
    event({ event: "reply", text: x.reply, done: x.outcomes.map((o) => o.summary), ms: Math.round(totalMs) });
    timings.push({ transcript: text, endToReplyMs, totalMs, sttMs, serverMs: x.serverMs });
    if (opts.timings)
      log(
        `Timing: end of speech → reply printed ${endToReplyMs.toFixed(0)} ms (excluding speech-to-text ${sttMs.toFixed(0)} ms; ${totalMs.toFixed(0)} ms in all)`,
      );
    await say(x.reply);
    // A command may have added a client, a venue or a book: the next command should know its name.
    if (offline && transcriber === offline.transcriber)
      await offline.refresh().catch((e) => log(`(Could not refresh the words to listen for: ${(e as Error).message})`));
  };

  try {
    for await (const frame of source.frames()) {
      samplesIn += frame.length;
      if (!triggered) {
        levels.push(rms(frame));
        if (levels.length > 100) levels.shift();
        if (wake?.process(frame)) {
          triggered = true;
          log(`Wake word heard. Listening…`);
          event({ event: "wake", at: Math.round((samplesIn / SAMPLE_RATE) * 100) / 100 });
          const head = wake.takeAfterWake?.() ?? new Int16Array(0);
          if (head.length) {
            endpointer = newEndpointer();
            for (let o = 0; o < head.length; o += frameLength) endpointer.push(head.subarray(o, o + frameLength));
          }
        }
        continue;
      }
      endpointer ??= newEndpointer();
      const state = endpointer.push(frame);
      if (state === "done" || state === "no-speech") {
        await finishUtterance(endpointer);
        endpointer = null;
        if (opts.once || immediate) break;
        triggered = false;
        log(prompt());
      }
    }
    if (endpointer) {
      endpointer.end();
      await finishUtterance(endpointer);
    }
  } finally {
    live.abort();
    source.close();
    rl?.close();
    wake?.release();
    if (offline && offline.wake !== wake) offline.recogniser.release();
  }
  return timings;
}
