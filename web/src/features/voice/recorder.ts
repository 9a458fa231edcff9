/**
 * Records one spoken utterance from the microphone (MediaRecorder, in every browser including Firefox) and turns it
 * into the 16 kHz mono 16-bit WAV the server's offline recogniser takes. Recording stops after a pause once speech
 * was heard, at a length limit, or when stopped; nothing is sent anywhere but this Sunshine server.
 */

export const microphoneSupported = () =>
  typeof navigator !== "undefined" &&
  Boolean(navigator.mediaDevices?.getUserMedia) &&
  typeof MediaRecorder !== "undefined" &&
  typeof AudioContext !== "undefined";

export interface RecordOptions {
  /** Quiet after speech that ends the recording. */
  silenceMs?: number;
  maxMs?: number;
  /** Give up when nobody speaks within this time. */
  noSpeechMs?: number;
}

export interface Recording {
  /** Ends the recording now; `done` still gives what was said so far. */
  finish(): void;
  /** Ends it and throws the audio away. */
  cancel(): void;
  /** The WAV, or null when nothing was said (or it was cancelled). */
  done: Promise<Blob | null>;
}

const TARGET_RATE = 16_000;

export function recordUtterance(opts: RecordOptions = {}): Recording {
  const silenceMs = opts.silenceMs ?? 1000;
  const maxMs = opts.maxMs ?? 12_000;
  const noSpeechMs = opts.noSpeechMs ?? 7000;
  let finish: () => void = () => {};
  let cancelled = false;
  const done = (async () => {
    // The raw microphone: noise suppression would take away the faint room noise the recogniser relies on.
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
    recorder.start(250);
    // Speech is a level well above the room's own, measured while waiting.
    let heardSpeech = false;
    let floor = 0;
    let quietSince = 0;
    const started = performance.now();
    const buffer = new Float32Array(analyser.fftSize);
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        analyser.getFloatTimeDomainData(buffer);
        const level = Math.sqrt(buffer.reduce((n, x) => n + x * x, 0) / buffer.length);
        const now = performance.now();
        const loud = level > Math.max(0.015, floor * 3);
        if (!heardSpeech) {
          if (loud) heardSpeech = true;
          else floor = floor ? floor * 0.9 + level * 0.1 : level;
        }
        if (heardSpeech) quietSince = loud ? 0 : quietSince || now;
        const over =
          (heardSpeech && quietSince && now - quietSince > silenceMs) ||
          now - started > maxMs ||
          (!heardSpeech && now - started > noSpeechMs);
        if (over) end();
      }, 50);
      const end = () => {
        clearInterval(timer);
        resolve();
      };
      finish = end;
    });
    recorder.stop();
    await stopped;
    stream.getTracks().forEach((t) => t.stop());
    if (cancelled || !heardSpeech || !chunks.length) {
      await context.close();
      return null;
    }
    const decoded = await context.decodeAudioData(await new Blob(chunks, { type: recorder.mimeType }).arrayBuffer());
    await context.close();
    return encodeWav16k(decoded.getChannelData(0), decoded.sampleRate);
  })();
  return {
    finish: () => finish(),
    cancel: () => {
      cancelled = true;
      finish();
    },
    done,
  };
}

/** Float samples at any rate → 16 kHz mono 16-bit PCM WAV (linear interpolation is enough for speech). */
export function encodeWav16k(input: Float32Array, rate: number): Blob {
  const length = Math.floor((input.length * TARGET_RATE) / rate);
  const out = new DataView(new ArrayBuffer(44 + length * 2));
  const text = (o: number, s: string) => [...s].forEach((c, i) => out.setUint8(o + i, c.charCodeAt(0)));
  text(0, "RIFF");
  out.setUint32(4, 36 + length * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  out.setUint32(16, 16, true);
  out.setUint16(20, 1, true);
  out.setUint16(22, 1, true);
  out.setUint32(24, TARGET_RATE, true);
  out.setUint32(28, TARGET_RATE * 2, true);
  out.setUint16(32, 2, true);
  out.setUint16(34, 16, true);
  text(36, "data");
  out.setUint32(40, length * 2, true);
  const step = rate / TARGET_RATE;
  for (let i = 0; i < length; i++) {
    const pos = i * step;
    const j = Math.floor(pos);
    const v = (input[j] ?? 0) * (1 - (pos - j)) + (input[j + 1] ?? input[j] ?? 0) * (pos - j);
    out.setInt16(44 + i * 2, Math.max(-32768, Math.min(32767, Math.round(v * 32767))), true);
  }
  return new Blob([out.buffer], { type: "audio/wav" });
}
