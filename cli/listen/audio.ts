import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { CompanionError } from "../client";
import { decodeWav, SAMPLE_RATE } from "./wav";

export const FRAME_LENGTH = 512; // Porcupine's frame: 32 ms at 16 kHz

export interface AudioSource {
  description: string;
  /** 16 kHz mono 16-bit frames; ends when the file or recorder ends. */
  frames(): AsyncGenerator<Int16Array>;
  close(): void;
}

export function fileSource(path: string, frameLength = FRAME_LENGTH): AudioSource {
  if (!existsSync(path) || !statSync(path).isFile()) throw new CompanionError(`No such audio file: ${path}`);
  const samples = decodeWav(new Uint8Array(readFileSync(path)), path);
  return {
    description: `${path} (${(samples.length / SAMPLE_RATE).toFixed(1)} s)`,
    async *frames() {
      for (let o = 0; o + frameLength <= samples.length; o += frameLength) yield samples.subarray(o, o + frameLength);
      const rest = samples.length % frameLength;
      if (rest) {
        const last = new Int16Array(frameLength);
        last.set(samples.subarray(samples.length - rest));
        yield last;
      }
    },
    close() {},
  };
}

export type RecorderName = "arecord" | "sox";

export function recorderCommand(name: RecorderName, device?: string): string[] {
  if (name === "arecord")
    return [
      "arecord",
      "-q",
      "-t",
      "raw",
      "-f",
      "S16_LE",
      "-r",
      String(SAMPLE_RATE),
      "-c",
      "1",
      ...(device ? ["-D", device] : []),
    ];
  // sox reads the default input device (-d), or AUDIODEV when --device is given
  return [
    "sox",
    "-q",
    "-d",
    "-t",
    "raw",
    "-r",
    String(SAMPLE_RATE),
    "-e",
    "signed-integer",
    "-b",
    "16",
    "-c",
    "1",
    "-",
  ];
}

/** arecord (ALSA, as on a Raspberry Pi) first, then sox. */
export function findRecorder(preferred?: string, which: (cmd: string) => string | null = Bun.which): RecorderName {
  const order: RecorderName[] = preferred ? [preferred as RecorderName] : ["arecord", "sox"];
  if (preferred && preferred !== "arecord" && preferred !== "sox")
    throw new CompanionError(`Unknown recorder "${preferred}"; use arecord or sox.`);
  for (const name of order) if (which(name)) return name;
  throw new CompanionError(
    preferred
      ? `${preferred} is not installed. Install it (Debian/Raspberry Pi OS: sudo apt install ${preferred === "arecord" ? "alsa-utils" : "sox"}) or use --input FILE.wav.`
      : "No audio recorder found: install alsa-utils (arecord) or sox (Debian/Raspberry Pi OS: sudo apt install alsa-utils), or use --input FILE.wav.",
  );
}

export function recorderSource(name: RecorderName, device?: string, frameLength = FRAME_LENGTH): AudioSource {
  const [cmd, ...args] = recorderCommand(name, device);
  let child: ChildProcess | undefined;
  return {
    description: `microphone via ${name}${device ? ` (${device})` : ""}`,
    async *frames() {
      child = spawn(cmd!, args, {
        stdio: ["ignore", "pipe", "pipe"],
        env: device && name === "sox" ? { ...process.env, AUDIODEV: device } : process.env,
      });
      let stderr = "";
      child.stderr!.on("data", (d) => (stderr += d));
      const exited = new Promise<number | null>((r) => child!.once("exit", (code) => r(code)));
      let pending = new Int16Array(0);
      let carry: Uint8Array = new Uint8Array(0);
      for await (const chunk of child.stdout! as AsyncIterable<Buffer>) {
        const bytes = new Uint8Array(carry.length + chunk.length);
        bytes.set(carry);
        bytes.set(chunk, carry.length);
        const usable = bytes.length - (bytes.length % 2);
        carry = bytes.slice(usable);
        const samples = new Int16Array(bytes.buffer.slice(0, usable));
        const all = new Int16Array(pending.length + samples.length);
        all.set(pending);
        all.set(samples, pending.length);
        let o = 0;
        for (; o + frameLength <= all.length; o += frameLength) yield all.slice(o, o + frameLength);
        pending = all.slice(o);
      }
      const code = await exited;
      if (code && code !== 0 && !child.killed) {
        throw new CompanionError(
          `The recorder (${name}) stopped: ${stderr.trim().split("\n")[0] || `exit code ${code}`}. Check the microphone${name === "arecord" ? " (arecord -l lists devices; pass --device)" : ""}.`,
        );
      }
    },
    close() {
      if (child && child.exitCode === null) child.kill("SIGTERM");
    },
  };
}
