import { createInterface } from "node:readline";
import { CompanionError, type SunshineClient } from "../client";
import { formatExchange, handleLine } from "../core";
import { followNotifications, formatNotification, spokenNotification } from "../live";
import { persona } from "../wake";
import { fileSource, findRecorder, FRAME_LENGTH, recorderSource, type AudioSource } from "./audio";
import { Endpointer } from "./endpoint";
import { findSpeaker, type Speaker } from "./speak";
import { createTranscriber, type Transcriber } from "./stt";
import { encodeWav, SAMPLE_RATE } from "./wav";
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
}

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
  sttMs: number;
  serverMs: number;
}

/**
 * `sunshine listen`: wake word (or Enter, or straight away for a file without a key) → record until silence →
 * transcribe → /api/ai/process → carry out actions → print and speak the reply.
 */
export async function runListen(opts: ListenOptions, deps: ListenDeps): Promise<CommandTiming[]> {
  const log = deps.log ?? ((l: string) => console.log(l));
  const timings: CommandTiming[] = [];

  // Every missing piece is found before listening starts, each with one clear message.
  const transcriber = deps.transcriber ?? createTranscriber();
  const accessKey = opts.accessKey ?? process.env.PICOVOICE_ACCESS_KEY;
  let wake: WakeWordEngine | null = deps.wake ?? null;
  let immediate = false;
  if (deps.wake === undefined) {
    if (opts.pushToTalk) wake = null;
    else if (accessKey || opts.keyword)
      wake = await createPorcupine({ accessKey, keywordPath: opts.keyword, sensitivity: opts.sensitivity });
    else if (opts.input) immediate = true;
    else await createPorcupine({ accessKey }); // throws the "no key" message with how to fix it
  }
  if (opts.pushToTalk && opts.input)
    throw new CompanionError("--push-to-talk is for the microphone; with --input the file is the command.");
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
      ? `No wake word for a file without PICOVOICE_ACCESS_KEY: the file is taken as one command.`
      : wake
        ? `Say "${wake.phrase}" to talk to ${persona()} (Ctrl+C quits).`
        : `Press Enter, then speak (Ctrl+C quits).`;
  log(prompt());

  // Reminders fire on the server; the companion prints them and says them aloud, one after another.
  const live = new AbortController();
  if (opts.announce ?? !immediate) {
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
  const newEndpointer = () =>
    new Endpointer({ silenceMs: opts.silenceMs, maxMs: opts.maxSeconds ? opts.maxSeconds * 1000 : undefined });

  const finishUtterance = async (ep: Endpointer) => {
    const endOfSpeech = performance.now();
    if (ep.state === "no-speech") {
      log("I didn't hear anything.");
      return;
    }
    const audio = ep.audio();
    log(`Heard ${(audio.length / SAMPLE_RATE).toFixed(1)} s of speech; transcribing…`);
    const sttStart = performance.now();
    const text = await transcriber.transcribe(encodeWav(audio));
    const sttMs = performance.now() - sttStart;
    if (!text) {
      log("The speech-to-text server returned no words; try again a little closer to the microphone.");
      return;
    }
    log(`You said: "${text}"`);
    const x = await handleLine(deps.client, text, "voice");
    log(formatExchange(x));
    const endToReplyMs = performance.now() - endOfSpeech - sttMs;
    timings.push({ transcript: text, endToReplyMs, sttMs, serverMs: x.serverMs });
    if (opts.timings)
      log(
        `Timing: end of speech → reply printed ${endToReplyMs.toFixed(0)} ms (excluding speech-to-text ${sttMs.toFixed(0)} ms)`,
      );
    if (speaker && x.reply)
      await speaker
        .speak(x.reply)
        .catch((e) => log(`(Could not speak the reply with ${speaker.name}: ${(e as Error).message})`));
  };

  try {
    for await (const frame of source.frames()) {
      if (!triggered) {
        if (wake?.process(frame)) {
          triggered = true;
          log(`Wake word heard. Listening…`);
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
  }
  return timings;
}
