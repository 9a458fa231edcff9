import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { CompanionError } from "../client";
import { fileURLToPath } from "node:url";

/** Where the engine's model, native library per processor and built-in keyword per platform are. */
export interface EngineFiles {
  model: string;
  libraries: Record<"linux-x64" | "pi-cortex-a53" | "pi-cortex-a72" | "pi-cortex-a76", string>;
  keywords: { linux: string; pi: string };
}
type Files = EngineFiles;

/** True inside the compiled binary, where sources live under /$bunfs. */
export const isCompiled = () => import.meta.path.startsWith("/$bunfs") || import.meta.path.includes("~BUN");

/** The engine files: embedded ones in the binary, node_modules from source. */
export async function engineFiles(): Promise<Files> {
  // A binary carries only its own processor's engine (the build defines SUNSHINE_BUILD_ARCH; the comparison is
  // decided while bundling, so the other set of files is left out).
  if (isCompiled())
    return process.env.SUNSHINE_BUILD_ARCH === "arm64"
      ? (await import("./porcupine-files-arm64")).files
      : (await import("./porcupine-files-x64")).files;
  const pkg = fileURLToPath(new URL("../../node_modules/@picovoice/porcupine-node/", import.meta.url));
  const pi = (cpu: string) => join(pkg, `lib/raspberry-pi/${cpu}-aarch64/pv_porcupine.node`);
  return {
    model: join(pkg, "lib/common/porcupine_params.pv"),
    libraries: {
      "linux-x64": join(pkg, "lib/linux/x86_64/pv_porcupine.node"),
      "pi-cortex-a53": pi("cortex-a53"),
      "pi-cortex-a72": pi("cortex-a72"),
      "pi-cortex-a76": pi("cortex-a76"),
    },
    keywords: {
      linux: join(pkg, "resources/keyword_files/linux/computer_linux.ppn"),
      pi: join(pkg, "resources/keyword_files/raspberry-pi/computer_raspberry-pi.ppn"),
    },
  };
}

/** What the listen loop needs from a wake-word engine: 16 kHz mono frames in, "heard it" out. */
export interface WakeWordEngine {
  /** Human name of the phrase, printed as "Say …". */
  phrase: string;
  sampleRate: number;
  frameLength: number;
  process(frame: Int16Array): boolean;
  /** Audio that arrived after the wake phrase ended but before it was recognised: the start of the command. */
  takeAfterWake?(): Int16Array;
  release(): void;
}

export const BUILTIN_KEYWORD = "Computer";
const KEY_HELP =
  "Get a free AccessKey at https://console.picovoice.ai/ and set PICOVOICE_ACCESS_KEY (or pass --access-key), or use --push-to-talk, which needs no key.";

interface PlatformFiles {
  library: string;
  keyword: string;
}

/** Picks the embedded native module and built-in keyword for this machine. */
export function platformFiles(
  files: Files,
  platform = process.platform,
  arch = process.arch,
  cpuinfo?: string,
): PlatformFiles {
  if (platform === "linux" && arch === "x64")
    return { library: files.libraries["linux-x64"], keyword: files.keywords.linux };
  if (platform === "linux" && arch === "arm64") {
    let info = cpuinfo;
    if (info === undefined) {
      try {
        info = readFileSync("/proc/cpuinfo", "ascii");
      } catch {
        info = "";
      }
    }
    const part = /CPU part\s*:\s*(0x[0-9a-f]+)/i.exec(info)?.[1]?.toLowerCase();
    const cpu =
      part === "0xd03"
        ? "pi-cortex-a53"
        : part === "0xd08"
          ? "pi-cortex-a72"
          : part === "0xd0b"
            ? "pi-cortex-a76"
            : undefined;
    if (cpu) return { library: files.libraries[cpu], keyword: files.keywords.pi };
    throw new CompanionError(
      `The Porcupine wake word supports Raspberry Pi 3, 4 and 5 on 64-bit ARM; this CPU (${part ?? "unknown"}) is not one of them. Use --push-to-talk instead.`,
    );
  }
  throw new CompanionError(
    `The embedded Porcupine wake word runs on Linux x86_64 and Raspberry Pi; not on ${platform}/${arch}. Use --push-to-talk instead.`,
  );
}

/** The C library opens the model and keyword itself, so embedded files are copied out to a real temp folder first. */
function realFile(path: string, dir: () => string): string {
  if (!path.startsWith("/$bunfs") && !path.includes("~BUN")) return path;
  const target = join(dir(), basename(path));
  if (!existsSync(target)) writeFileSync(target, readFileSync(path)); // copyFile cannot read /$bunfs
  return target;
}

export interface PorcupineOptions {
  accessKey?: string;
  /** A custom keyword file (e.g. "Hey Sunshine" made in the Picovoice console) for this platform. */
  keywordPath?: string;
  sensitivity?: number;
}

/** Loads Porcupine's module. Exported separately so tests (and `sunshine listen --check`) can prove it loads. */
export async function loadPorcupineModule() {
  const mod = await import("@picovoice/porcupine-node");
  return mod;
}

export async function createPorcupine(opts: PorcupineOptions): Promise<WakeWordEngine> {
  const accessKey = opts.accessKey?.trim();
  if (!accessKey) throw new CompanionError(`The wake word needs a Picovoice AccessKey. ${KEY_HELP}`);
  if (opts.keywordPath && !existsSync(opts.keywordPath)) {
    throw new CompanionError(
      `Keyword file not found: ${opts.keywordPath}. Make one at https://console.picovoice.ai/ (Porcupine → "Hey Sunshine").`,
    );
  }
  if (opts.keywordPath && !opts.keywordPath.endsWith(".ppn")) {
    throw new CompanionError(`${opts.keywordPath} is not a Porcupine keyword file (.ppn).`);
  }
  const sensitivity = opts.sensitivity ?? 0.6;
  if (!(sensitivity >= 0 && sensitivity <= 1))
    throw new CompanionError(`Sensitivity must be between 0 and 1 (got ${opts.sensitivity}).`);
  const all = await engineFiles();
  const files = platformFiles(all);
  let tmp: string | undefined;
  const dir = () => (tmp ??= mkdtempSync(join(tmpdir(), "sunshine-porcupine-")));
  const { Porcupine } = await loadPorcupineModule();
  try {
    const engine = new Porcupine(accessKey, [realFile(opts.keywordPath ?? files.keyword, dir)], [sensitivity], {
      modelPath: realFile(all.model, dir),
      libraryPath: files.library,
      device: "cpu:1",
    });
    const phrase = opts.keywordPath ? keywordPhrase(opts.keywordPath) : BUILTIN_KEYWORD;
    return {
      phrase,
      sampleRate: engine.sampleRate,
      frameLength: engine.frameLength,
      process: (frame) => engine.process(frame) >= 0,
      release: () => engine.release(),
    };
  } catch (e) {
    throw porcupineError(e);
  }
}

/** "Hey-Sunshine_en_raspberry-pi_v3_0_0.ppn" → "Hey Sunshine" (how the console names downloaded keywords). */
export function keywordPhrase(path: string): string {
  return basename(path)
    .replace(/(_[a-z]{2})?_[a-z0-9-]+_v[\d_]+\.ppn$/i, "")
    .replace(/\.ppn$/i, "")
    .replace(/[-_]+/g, " ")
    .trim();
}

/** Turns Porcupine's errors into one sentence with what to do. */
export function porcupineError(e: unknown): CompanionError {
  if (e instanceof CompanionError) return e;
  const name = (e as Error)?.constructor?.name ?? "Error";
  const lines = String((e as Error)?.message ?? e)
    .split("\n")
    .map((l) => l.replace(/^\s*\[\d+\]\s+\S+\s+\S+:\s*/, "").trim());
  const first =
    lines.find((l) => /AccessKey|keyword|activation|limit|throttl/i.test(l)) ??
    lines.filter(Boolean).slice(-1)[0] ??
    "unknown error";
  if (/AccessKey/i.test(first) || /Activation/.test(name)) {
    return new CompanionError(`Picovoice did not accept the AccessKey (${first}). ${KEY_HELP}`);
  }
  if (/keyword|\.ppn/i.test(first)) {
    return new CompanionError(
      `The keyword file could not be used (${first}). Keyword files are made per platform: download the Linux or Raspberry Pi one.`,
    );
  }
  return new CompanionError(
    `The Porcupine wake word could not start (${first}). Use --push-to-talk to talk without it.`,
  );
}
