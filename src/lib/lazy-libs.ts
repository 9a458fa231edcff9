import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { appRoot } from "../paths";

// Large libraries the server needs only for one feature, loaded on that feature's first use.
//
// In the binary each is its own plain bundle (scripts/build-lazy-libs.ts), embedded as a brotli-packed file: bytecode
// would make it start a few milliseconds sooner once, but carried 2–3 × its source size in every download, for
// libraries most installs never load; packed, they take a quarter of their size, and unpacking the largest on its
// first use takes a few milliseconds. The build defines SUNSHINE_LAZY_LIBS, so the condition below is decided while bundling and
// the bundler leaves the library itself out of the binary's code. From source (tests, `make dev`) the entry files
// in ./lazy are imported as usual.
//
// The condition is written out in every loader on purpose: only a literal comparison is folded by the bundler.

type Excel = typeof import("./lazy/excel");
type SelfSigned = typeof import("./lazy/selfsigned");
type PdfLib = typeof import("./lazy/pdf-lib");
type Nodemailer = typeof import("./lazy/nodemailer");
type OpenAi = typeof import("./lazy/openai");
type WebPush = typeof import("./lazy/web-push");
type Age = typeof import("./lazy/age");
type Ical = typeof import("./lazy/ical");

/**
 * The embedded bundle of one library, unpacked in memory into a module address (only called inside the binary). Each
 * is unpacked once: the same address is the same module, evaluated once.
 */
const embedded = (name: string) => {
  let address = addresses.get(name);
  if (!address) {
    const code = brotliDecompressSync(readFileSync(join(appRoot, "lazy", `${name}.js.br`)));
    address = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
    addresses.set(name, address);
  }
  return address;
};
const addresses = new Map<string, string>();

export const loadExcel = (): Promise<Excel> =>
  process.env.SUNSHINE_LAZY_LIBS === "embedded" ? import(embedded("excel")) : import("./lazy/excel");

export const loadSelfSigned = (): Promise<SelfSigned> =>
  process.env.SUNSHINE_LAZY_LIBS === "embedded" ? import(embedded("selfsigned")) : import("./lazy/selfsigned");

export const loadPdfLib = (): Promise<PdfLib> =>
  process.env.SUNSHINE_LAZY_LIBS === "embedded" ? import(embedded("pdf-lib")) : import("./lazy/pdf-lib");

export const loadNodemailer = (): Promise<Nodemailer> =>
  process.env.SUNSHINE_LAZY_LIBS === "embedded" ? import(embedded("nodemailer")) : import("./lazy/nodemailer");

export const loadOpenAi = (): Promise<OpenAi> =>
  process.env.SUNSHINE_LAZY_LIBS === "embedded" ? import(embedded("openai")) : import("./lazy/openai");

export const loadWebPush = (): Promise<WebPush> =>
  process.env.SUNSHINE_LAZY_LIBS === "embedded" ? import(embedded("web-push")) : import("./lazy/web-push");

/** Synchronous: the backup code's callers are not async where they first need it. */
export const requireAge = (): Age =>
  process.env.SUNSHINE_LAZY_LIBS === "embedded" ? require(embedded("age")) : require("./lazy/age");

/** Synchronous: the calendar and contacts readers are themselves loaded on their first file. */
export const requireIcal = (): Ical =>
  process.env.SUNSHINE_LAZY_LIBS === "embedded" ? require(embedded("ical")) : require("./lazy/ical");
