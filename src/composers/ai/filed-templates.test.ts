import { expect, test } from "bun:test";
import { compileTemplate } from "../../lib/understand/compile-template";
import { filedAt, fileTemplates, packFiling, unpackFiling } from "./filed-templates";
import { SENTENCED } from "./registry";

// From source every template is filed as it is compiled; the binary reads the same filing from what the build packed.

test("the packed filing, unpacked, is every template's filing as compiled now, in the tools' order", () => {
  const fresh = fileTemplates(SENTENCED);
  const unpacked = unpackFiling(packFiling(fresh));
  expect(unpacked).toEqual(fresh);
  for (const { tool, templates } of SENTENCED)
    templates.forEach((t, i) => {
      const filed = filedAt(unpacked, tool.name, i, t.source);
      expect(filed, `${tool.name}: ${t.source}`).toBeDefined();
      const { needs, needsOneOf, needsFindings } = t;
      expect({ needs: filed!.needs, needsOneOf: filed!.needsOneOf, needsFindings: filed!.needsFindings }).toEqual({
        needs,
        needsOneOf,
        needsFindings,
      });
    });
});

test("a template whose text is not the one filed is filed afresh", () => {
  const filed = { add_task: [{ source: "add task {title:text}", needs: ["add", "task"], needsOneOf: [], needsFindings: [] }] };
  expect(filedAt(filed, "add_task", 0, "add task {title:text}")).toBeDefined();
  expect(filedAt(filed, "add_task", 0, "new task {title:text}")).toBeUndefined();
  expect(filedAt(filed, "add_task", 1, "add task {title:text}")).toBeUndefined();
  expect(filedAt(undefined, "add_task", 0, "add task {title:text}")).toBeUndefined();
  expect(compileTemplate("new task {title:text}").needs).toEqual(["new", "task"]);
});

test("a template compiled with its filing matches as one compiled without", () => {
  const template = "(add|create) [a] task {title:text}";
  const filing = fileTemplates([{ tool: { name: "t" }, templates: [compileTemplate(template)] }]).t![0]!;
  const withFiling = compileTemplate(template, undefined, {}, false, {}, false, filing);
  const without = compileTemplate(template);
  for (const said of ["add a task buy strings", "create task call mum", "remove task x"])
    expect(withFiling.re.exec(said)?.groups).toEqual(without.re.exec(said)?.groups);
  expect(withFiling.re.exec("add a task buy strings")?.groups?.s0).toBe("buy strings");
});
