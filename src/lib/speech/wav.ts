/** Reading the 16 kHz mono 16-bit PCM WAV the recogniser takes, with a message saying what is wrong otherwise. */

export class WavFormatError extends Error {
  constructor(
    message: string,
    /** true: not a WAV at all (unreadable); false: a WAV in a format the recogniser does not take. */
    public readonly unreadable: boolean,
  ) {
    super(message);
  }
}

export function readPcm16Wav(bytes: Uint8Array): Int16Array {
  const tag = (o: number) => String.fromCharCode(...bytes.subarray(o, o + 4));
  if (bytes.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE")
    throw new WavFormatError("The audio is not a WAV file (expected a RIFF/WAVE header)", true);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fmt: { format: number; channels: number; rate: number; bits: number } | undefined;
  let data: Uint8Array | undefined;
  for (let o = 12; o + 8 <= bytes.length;) {
    const id = tag(o);
    let size = view.getUint32(o + 4, true);
    const body = o + 8;
    if (id === "data" && (size === 0xffffffff || body + size > bytes.length)) size = bytes.length - body; // streamed
    if (id === "fmt " && size >= 16)
      fmt = {
        format: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    else if (id === "data") data = bytes.subarray(body, body + size);
    o = body + size + (size % 2);
  }
  if (!fmt || !data) throw new WavFormatError("The WAV file has no audio (missing fmt or data chunk)", true);
  if ((fmt.format !== 1 && fmt.format !== 0xfffe) || fmt.bits !== 16 || fmt.channels !== 1 || fmt.rate !== 16_000)
    throw new WavFormatError(
      `Send 16 kHz mono 16-bit PCM WAV (this one is ${fmt.rate} Hz, ${fmt.channels} channel(s), ${fmt.bits}-bit, format ${fmt.format})`,
      false,
    );
  const samples = new Int16Array(Math.floor(data.length / 2));
  const dv = new DataView(data.buffer, data.byteOffset, samples.length * 2);
  for (let i = 0; i < samples.length; i++) samples[i] = dv.getInt16(i * 2, true);
  return samples;
}
