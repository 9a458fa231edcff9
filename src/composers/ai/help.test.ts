import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { README, withTable } from "../../../scripts/talking-to-sunshine";
import { capabilityLines } from "./help";
import { TOOLS } from "./registry";

test("the README's Talking to Sunshine table is generated from the registry (run make readme after adding a tool)", () => {
  const readme = readFileSync(README, "utf8");
  expect(readme).toBe(withTable(readme));
  for (const tool of TOOLS) expect(readme).toContain(`\`${tool.name}\``);
});

test("every tool is documented: a description, at least one example, a kind and a schema", () => {
  for (const tool of TOOLS) {
    expect(tool.description.length).toBeGreaterThan(10);
    expect(tool.examples.length).toBeGreaterThan(0);
    expect(["read", "write", "destructive", "outgoing"]).toContain(tool.kind);
    expect((tool.input as { type?: string }).type).toBe("object");
    if (tool.kind === "destructive" || tool.kind === "outgoing") expect(tool.preview).toBeDefined();
  }
  expect(capabilityLines().length).toBe(TOOLS.filter((x) => x.examples.length).length);
});
