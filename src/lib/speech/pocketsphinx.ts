import { dlopen, FFIType, ptr, CString, type Pointer } from "bun:ffi";
import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * PocketSphinx (Debian's libpocketsphinx3 + libsphinxbase3, the 5prealpha API) called in-process through bun:ffi:
 * no native addon to build, and it works from the compiled binary. Only the handful of calls the recogniser needs.
 */

export const INSTALL_HINT =
  "Offline speech recognition needs PocketSphinx: sudo apt-get install libpocketsphinx3 libsphinxbase3 pocketsphinx-en-us " +
  "(or set SUNSHINE_POCKETSPHINX_LIB to the folder holding libpocketsphinx.so.3 and SUNSHINE_SPEECH_MODEL to the en-us model folder).";

export class SpeechUnavailableError extends Error {}

const MODEL_DIRS = ["/usr/share/pocketsphinx/model/en-us", "/usr/local/share/pocketsphinx/model/en-us"];
const LIB_DIRS = () => {
  const triplet = process.arch === "arm64" ? "aarch64-linux-gnu" : "x86_64-linux-gnu";
  return [`/usr/lib/${triplet}`, `/lib/${triplet}`, "/usr/local/lib", "/usr/lib"];
};

export interface SpeechModelPaths {
  /** Acoustic model folder (mdef, means, …). */
  acoustic: string;
  /** CMUdict pronunciations. */
  dictionary: string;
  /** Folder holding libpocketsphinx.so.3 and libsphinxbase.so.3 (or null: found by soname). */
  libraryDir: string | null;
}

/** Where the model and library are: a given folder (flag or env) first, then Debian's paths. */
export function findSpeechModel(
  opts: { model?: string; lib?: string } = {},
  env: NodeJS.ProcessEnv = process.env,
): SpeechModelPaths {
  const modelRoot = opts.model || env.SUNSHINE_SPEECH_MODEL;
  const roots = modelRoot ? [modelRoot] : MODEL_DIRS;
  let acoustic: string | undefined;
  let dictionary: string | undefined;
  for (const root of roots) {
    // A folder may be the en-us model root (with en-us/ and the dictionary) or the acoustic model itself.
    const am = existsSync(join(root, "mdef")) ? root : join(root, "en-us");
    const dict = [join(root, "cmudict-en-us.dict"), join(root, "..", "cmudict-en-us.dict")].find((p) => existsSync(p));
    if (existsSync(join(am, "mdef")) && dict) {
      acoustic = am;
      dictionary = dict;
      break;
    }
  }
  if (!acoustic || !dictionary)
    throw new SpeechUnavailableError(`No PocketSphinx English model found in ${roots.join(" or ")}. ${INSTALL_HINT}`);
  const libRoot = opts.lib || env.SUNSHINE_POCKETSPHINX_LIB;
  const libDirs = libRoot ? [libRoot] : LIB_DIRS();
  const libraryDir = libDirs.find((d) => existsSync(join(d, "libpocketsphinx.so.3"))) ?? null;
  if (libRoot && !libraryDir)
    throw new SpeechUnavailableError(`No libpocketsphinx.so.3 in ${libRoot}. ${INSTALL_HINT}`);
  return { acoustic, dictionary, libraryDir };
}

function openLibraries(libraryDir: string | null) {
  const at = (name: string) => (libraryDir ? join(libraryDir, name) : name);
  try {
    const base = dlopen(at("libsphinxbase.so.3"), {
      cmd_ln_parse_r: { args: [FFIType.ptr, FFIType.ptr, FFIType.i32, FFIType.ptr, FFIType.i32], returns: FFIType.ptr },
      cmd_ln_free_r: { args: [FFIType.ptr], returns: FFIType.i32 },
      cmd_ln_set_float_r: { args: [FFIType.ptr, FFIType.ptr, FFIType.f64], returns: FFIType.void },
      logmath_exp: { args: [FFIType.ptr, FFIType.i32], returns: FFIType.f64 },
      err_set_logfp: { args: [FFIType.ptr], returns: FFIType.void },
    });
    const ps = dlopen(at("libpocketsphinx.so.3"), {
      ps_args: { args: [], returns: FFIType.ptr },
      ps_init: { args: [FFIType.ptr], returns: FFIType.ptr },
      ps_free: { args: [FFIType.ptr], returns: FFIType.i32 },
      ps_start_utt: { args: [FFIType.ptr], returns: FFIType.i32 },
      ps_end_utt: { args: [FFIType.ptr], returns: FFIType.i32 },
      ps_process_raw: {
        args: [FFIType.ptr, FFIType.ptr, FFIType.u64, FFIType.i32, FFIType.i32],
        returns: FFIType.i32,
      },
      ps_get_hyp: { args: [FFIType.ptr, FFIType.ptr], returns: FFIType.ptr },
      ps_get_prob: { args: [FFIType.ptr], returns: FFIType.i32 },
      ps_get_logmath: { args: [FFIType.ptr], returns: FFIType.ptr },
      ps_get_in_speech: { args: [FFIType.ptr], returns: FFIType.u8 },
      ps_set_keyphrase: { args: [FFIType.ptr, FFIType.ptr, FFIType.ptr], returns: FFIType.i32 },
      ps_set_lm_file: { args: [FFIType.ptr, FFIType.ptr, FFIType.ptr], returns: FFIType.i32 },
      ps_set_search: { args: [FFIType.ptr, FFIType.ptr], returns: FFIType.i32 },
      ps_seg_iter: { args: [FFIType.ptr], returns: FFIType.ptr },
      ps_seg_next: { args: [FFIType.ptr], returns: FFIType.ptr },
      ps_seg_word: { args: [FFIType.ptr], returns: FFIType.ptr },
      ps_seg_prob: { args: [FFIType.ptr, FFIType.ptr, FFIType.ptr, FFIType.ptr], returns: FFIType.i32 },
      ps_seg_free: { args: [FFIType.ptr], returns: FFIType.void },
    });
    return { base: base.symbols, ps: ps.symbols };
  } catch (e) {
    throw new SpeechUnavailableError(
      `Cannot load PocketSphinx${libraryDir ? ` from ${libraryDir}` : ""} (${(e as Error).message.split("\n")[0]}). ${INSTALL_HINT}`,
    );
  }
}

let libs: ReturnType<typeof openLibraries> | undefined;
const cstr = (s: string) => Buffer.from(s + "\0", "utf8");

/** One PocketSphinx decoder with named searches (a keyphrase spotter, a language model) it can switch between. */
export class SphinxDecoder {
  private readonly keep: Buffer[] = []; // argv strings must outlive the config
  private readonly handle: Pointer;
  private readonly config: Pointer;
  private readonly lib: ReturnType<typeof openLibraries>;
  private readonly score = new Int32Array(1);
  private inUtterance = false;

  constructor(paths: SpeechModelPaths, flags: Record<string, string>) {
    this.lib = libs ??= openLibraries(paths.libraryDir);
    const args = ["sunshine", "-hmm", paths.acoustic, "-logfn", "/dev/null", ...Object.entries(flags).flat()];
    this.keep = args.map(cstr);
    const argv = new BigUint64Array(args.length + 1);
    this.keep.forEach((b, i) => (argv[i] = BigInt(ptr(b))));
    this.keep.push(Buffer.from(argv.buffer));
    const config = this.lib.base.cmd_ln_parse_r(null, this.lib.ps.ps_args(), args.length, ptr(argv), 1);
    if (!config) throw new SpeechUnavailableError(`PocketSphinx rejected its settings (${args.slice(1).join(" ")}).`);
    this.config = config as Pointer;
    const handle = this.lib.ps.ps_init(config);
    if (!handle) throw new SpeechUnavailableError(`PocketSphinx could not load the model in ${paths.acoustic}.`);
    this.handle = handle as Pointer;
  }

  /** A keyphrase spotter; `threshold` (else the decoder's -kws_threshold) is read when the search is made. */
  addKeyphrase(name: string, phrase: string, threshold?: number): void {
    const flag = cstr("-kws_threshold");
    if (threshold !== undefined) this.lib.base.cmd_ln_set_float_r(this.config, ptr(flag), threshold);
    if (this.lib.ps.ps_set_keyphrase(this.handle, ptr(cstr(name)), ptr(cstr(phrase))) < 0)
      throw new Error(`PocketSphinx could not spot "${phrase}" (a word missing from the dictionary?)`);
  }

  addLanguageModel(name: string, file: string): void {
    if (this.lib.ps.ps_set_lm_file(this.handle, ptr(cstr(name)), ptr(cstr(file))) < 0)
      throw new Error(`PocketSphinx could not load the language model ${file}`);
  }

  /** Switches search; ends the current utterance first (PocketSphinx switches only between utterances). */
  use(name: string): void {
    if (this.inUtterance) this.end();
    if (this.lib.ps.ps_set_search(this.handle, ptr(cstr(name))) < 0) throw new Error(`No search named ${name}`);
  }

  start(): void {
    if (this.inUtterance) return;
    this.lib.ps.ps_start_utt(this.handle);
    this.inUtterance = true;
  }

  /** Feeds audio; `wholeUtterance` when these samples are the whole utterance (allows batch normalisation). */
  process(samples: Int16Array, wholeUtterance = false): void {
    if (!this.inUtterance) this.start();
    if (samples.length)
      this.lib.ps.ps_process_raw(this.handle, ptr(samples), samples.length, 0, wholeUtterance ? 1 : 0);
  }

  end(): void {
    if (!this.inUtterance) return;
    this.lib.ps.ps_end_utt(this.handle);
    this.inUtterance = false;
  }

  /** The best hypothesis so far (or after end()), "" when none. */
  hypothesis(): string {
    const p = this.lib.ps.ps_get_hyp(this.handle, ptr(this.score));
    return p ? new CString(p).toString().trim() : "";
  }

  /** Posterior probability (0..1) of the last hypothesis; computed after end(). */
  probability(): number {
    const logp = this.lib.ps.ps_get_prob(this.handle);
    return this.lib.base.logmath_exp(this.lib.ps.ps_get_logmath(this.handle), logp);
  }

  /** Each word of the best path with its posterior probability (0..1); silences and fillers left out. */
  wordPosteriors(): { word: string; p: number }[] {
    const out: { word: string; p: number }[] = [];
    const lm = this.lib.ps.ps_get_logmath(this.handle);
    const a = new Int32Array(3);
    for (let seg = this.lib.ps.ps_seg_iter(this.handle); seg; seg = this.lib.ps.ps_seg_next(seg)) {
      const w = this.lib.ps.ps_seg_word(seg);
      const word = w ? new CString(w).toString() : "";
      const logp = this.lib.ps.ps_seg_prob(seg, ptr(a), ptr(a.subarray(1)), ptr(a.subarray(2)));
      if (!word || word.startsWith("<") || word.startsWith("[") || word.startsWith("++")) continue;
      out.push({ word: word.replace(/\(\d+\)$/, ""), p: this.lib.base.logmath_exp(lm, logp) });
    }
    return out;
  }

  inSpeech(): boolean {
    return this.lib.ps.ps_get_in_speech(this.handle) !== 0;
  }

  free(): void {
    this.lib.ps.ps_free(this.handle);
    this.lib.base.cmd_ln_free_r(this.config);
  }
}
