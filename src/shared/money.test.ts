import { expect, test } from "bun:test";
import { findMoney } from "./money";

test("a currency said by code, symbol or word is the amount's", () => {
  const cur = (s: string) => findMoney(s)?.currency;
  expect(cur("invoice Blue Note 1,000 CAD for the showcase")).toBe("CAD");
  expect(cur("for ¥30,000 for the Tokyo session")).toBe("JPY");
  expect(cur("C$500")).toBe("CAD");
  expect(cur("$1,000 CAD")).toBe("CAD");
  expect(cur("600 australian dollars")).toBe("AUD");
  expect(cur("CHF 900")).toBe("CHF");
  expect(cur("2,500 SEK")).toBe("SEK");
  expect(cur("5000 yen")).toBe("JPY");
  expect(cur("$450")).toBe("USD");
  expect(cur("250 quid")).toBe("GBP");
  // The code covers its words: nothing of it is left for a description.
  expect(findMoney("invoice Blue Note 1,000 CAD for the showcase")?.text).toBe("1,000 CAD");
});

test("letters of a code inside a word name no currency", () => {
  expect(findMoney("sold on Audible 14.99")).toBeUndefined();
});
