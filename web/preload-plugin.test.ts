import { expect, test } from "bun:test";
import { stylesFor } from "./preload-plugin";

const css = [
  "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-border-style:solid;--tw-blur:initial}}}",
  ".border-b{border-bottom-style:var(--tw-border-style);border-bottom-width:1px}",
  ".blur{--tw-blur:blur(8px);filter:var(--tw-blur)}",
  ":root{color:red}",
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-blur{syntax:"*";inherits:false}',
].join("");

test("the shell's styles keep its own rules, the rules naming no class, and only the variables they read", () => {
  const out = stylesFor('<div class="border-b"></div>', css);
  expect(out).toContain(".border-b{");
  expect(out).toContain(":root{color:red}");
  expect(out).not.toContain(".blur");
  // The border's style comes from the registered variable's initial value: dropping it would hide the border.
  expect(out).toContain("@property --tw-border-style");
  expect(out).toContain("--tw-border-style:solid");
  expect(out).not.toContain("--tw-blur");
});
