import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Runs while the binary is built (imported as a Bun macro): the sentences of the corpus files named (all of them when
 * none is), as people say them, without the files' expectations. The held-out set, in a folder of its own, is never
 * read.
 */
export function corpusSentences(files?: string[]): string[] {
  const dir = join(import.meta.dir, "corpus");
  return (files?.map((f) => `${f}.json`) ?? readdirSync(dir).filter((f) => f.endsWith(".json") && f !== "floor.json"))
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as { say: string | string[] }[])
    .flatMap((c) => [c.say].flat());
}
