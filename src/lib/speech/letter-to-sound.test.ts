import { expect, test } from "bun:test";
import { guessPronunciations, ipaToPhones } from "./letter-to-sound";

test("espeak-ng's IPA becomes the model's phones, two-letter sounds first", () => {
  expect(ipaToPhones("lˈɪndkvɪst")).toBe("L IH N D K V IH S T");
  expect(ipaToPhones("kˈeɪkoʊ")).toBe("K EY K OW");
  expect(ipaToPhones("tʃˈɑːɹi")).toBe("CH AA R IY");
  // A sound with no counterpart gives no guess rather than a wrong one.
  expect(ipaToPhones("ɬaɪ")).toBeUndefined();
});

test("names the dictionary lacks are sounded out in one espeak-ng run, one pronunciation per word", () => {
  const said = guessPronunciations(["okafor", "lindqvist", "o'neill"]);
  expect(said.get("okafor")).toMatch(/^(?:AA|OW) K AE F (?:ER|AO R)$/);
  expect(said.get("lindqvist")).toBe("L IH N D K V IH S T");
  expect(said.size).toBe(3);
});
