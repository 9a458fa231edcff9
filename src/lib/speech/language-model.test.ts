import { expect, test } from "bun:test";
import { buildLanguageModel } from "./language-model";

// A tiny dictionary: the model only keeps words it can pronounce.
const WORDS = "invoice acme records anna berg eight hundred for the remix i told on friday kexp".split(" ");
const dict = new Map(WORDS.map((w) => [w, [w.toUpperCase().split("").join(" ")]]));

test("the owner's names are learnt where sentences say a name, not only alone", () => {
  const built = buildLanguageModel({ phrases: ["invoice Acme Records eight hundred for the remix"], names: ["Anna Berg"] }, dict);
  expect(built.arpa).toContain("invoice anna berg");
  expect(built.arpa).toContain("anna berg eight");
});

test("the first word, \"I\" and a day are no names to swap", () => {
  const built = buildLanguageModel({ phrases: ["I told KEXP on Friday"], names: ["Anna Berg"] }, dict);
  expect(built.arpa).toContain("told anna berg");
  expect(built.arpa).not.toContain("anna berg friday");
  expect(built.arpa).toContain("i told");
});
