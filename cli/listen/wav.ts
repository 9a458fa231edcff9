import { CompanionError } from "../client";

export const SAMPLE_RATE = 16_000;

/** Reads a PCM WAV (8/16/24/32-bit integer or 32-bit float, any channels and rate) into 16 kHz mono 16-bit samples. */
export function decodeWav(bytes: Uint8Array, name = "the input"): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (o: number) => String.fromCharCode(...bytes.subarray(o, o + 4));
  if (bytes.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE")
    throw new CompanionError(`${name} is not a WAV file (expected a RIFF/WAVE header).`);
  let format = 0,
    channels = 0,
    rate = 0,
    bits = 0;
  let data: Uint8Array | undefined;
  for (let o = 12; o + 8 <= bytes.length;) {
    const id = tag(o);
    let size = view.getUint32(o + 4, true);
    const body = o + 8;
    if (id === "data" && (size === 0xffffffff || body + size > bytes.length)) size = bytes.length - body; // streamed WAV
    if (id === "fmt ") {
      format = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      rate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
      if (format === 0xfffe && size >= 26) format = view.getUint16(body + 24, true); // WAVE_FORMAT_EXTENSIBLE
    } else if (id === "data") data = bytes.subarray(body, body + size);
    o = body + size + (size % 2);
  }
  if (!format || !data) throw new CompanionError(`${name} has no audio (missing fmt or data chunk).`);
  const float = format === 3;
  if (!(format === 1 || float) || (float && bits !== 32) || ![8, 16, 24, 32].includes(bits)) {
    throw new CompanionError(
      `${name} uses an unsupported WAV encoding (format ${format}, ${bits}-bit); use 16-bit PCM.`,
    );
  }
  if (!channels || !rate) throw new CompanionError(`${name} has an invalid format header.`);
  const bytesPer = bits / 8;
  const frames = Math.floor(data.length / (bytesPer * channels));
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const sample = (i: number): number => {
    const o = i * bytesPer;
    if (float) return dv.getFloat32(o, true);
    if (bits === 8) return (dv.getUint8(o) - 128) / 128;
    if (bits === 16) return dv.getInt16(o, true) / 32768;
    if (bits === 24)
      return ((dv.getUint8(o) | (dv.getUint8(o + 1) << 8) | (dv.getInt8(o + 2) << 16)) as number) / 8388608;
    return dv.getInt32(o, true) / 2147483648;
  };
  const mono = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += sample(f * channels + c);
    mono[f] = sum / channels;
  }
  return toInt16(resample(mono, rate, SAMPLE_RATE));
}

/** Linear-interpolation resampling: good enough for speech recognition and wake words. */
export function resample(input: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return input;
  const out = new Float32Array(Math.floor((input.length * to) / from));
  const step = from / to;
  for (let i = 0; i < out.length; i++) {
    const pos = i * step;
    const j = Math.floor(pos);
    const frac = pos - j;
    out[i] = (input[j] ?? 0) * (1 - frac) + (input[j + 1] ?? input[j] ?? 0) * frac;
  }
  return out;
}

function toInt16(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let i = 0; i < input.length; i++) out[i] = Math.max(-32768, Math.min(32767, Math.round(input[i]! * 32768)));
  return out;
}

/** 16-bit mono PCM WAV bytes for the transcription upload. */
export function encodeWav(samples: Int16Array, rate = SAMPLE_RATE): Uint8Array {
  const out = new Uint8Array(44 + samples.length * 2);
  const v = new DataView(out.buffer);
  const str = (o: number, s: string) => [...s].forEach((ch, i) => (out[o + i] = ch.charCodeAt(0)));
  str(0, "RIFF");
  v.setUint32(4, 36 + samples.length * 2, true);
  str(8, "WAVE");
  str(12, "fmt ");
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  str(36, "data");
  v.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) v.setInt16(44 + i * 2, samples[i]!, true);
  return out;
}

export function rms(frame: Int16Array): number {
  let sum = 0;
  for (let i = 0; i < frame.length; i++) sum += frame[i]! * frame[i]!;
  return Math.sqrt(sum / Math.max(1, frame.length));
}
