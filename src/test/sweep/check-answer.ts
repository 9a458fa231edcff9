import type { JsonSchema } from "./schema-values";

/**
 * Checks a JSON answer against a schema from /api/openapi.json, strictly: every field of an object must be named by
 * its schema. Answer schemas let unnamed fields through at run time (`answer()` in src/lib/common-model.ts, so no
 * field is ever dropped from an answer); here an unnamed field is a mistake to report, as is a wrong type, a missing
 * required field or a word outside its enum. Returns the problems, each with the path of the value ("[0].status").
 */
export function answerProblems(schema: AnswerSchema | undefined, value: unknown, path = ""): string[] {
  if (!schema) return [`${path || "answer"}: no schema`];
  const where = path || "answer";
  if (schema.anyOf) {
    const each = schema.anyOf.map((s) => answerProblems(s, value, path));
    return each.some((p) => p.length === 0)
      ? []
      : [`${where}: matches no option (${each.map((p) => p[0]).join("; ")})`];
  }
  if (schema.const !== undefined && value !== schema.const)
    return [`${where}: ${show(value)} is not ${show(schema.const)}`];
  if (schema.enum && !schema.enum.includes(value))
    return [`${where}: ${show(value)} is not one of ${schema.enum.join(", ")}`];
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length && !types.some((t) => hasType(t, value)))
    return [`${where}: ${show(value)} is not ${types.join(" or ")}`];
  const problems: string[] = [];
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => problems.push(...answerProblems(schema.items, item, `${path}[${i}]`)));
  } else if (value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? [])
      if (!(key in record)) problems.push(`${path ? `${path}.` : ""}${key}: missing`);
    const patterns = Object.entries(schema.patternProperties ?? {}).map(([p, s]) => [new RegExp(p), s] as const);
    for (const [key, v] of Object.entries(record)) {
      const at = `${path ? `${path}.` : ""}${key}`;
      const named = schema.properties?.[key];
      const pattern = patterns.find(([p]) => p.test(key))?.[1];
      if (named) problems.push(...answerProblems(named, v, at));
      else if (pattern) problems.push(...answerProblems(pattern, v, at));
      else if (schema.properties || patterns.length) problems.push(`${at}: not in the schema`);
    }
  }
  return problems;
}

export type AnswerSchema = JsonSchema & {
  patternProperties?: Record<string, AnswerSchema>;
  additionalProperties?: unknown;
};

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "array":
      return Array.isArray(value);
    case "object":
      return value !== null && typeof value === "object" && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}

const show = (v: unknown) => JSON.stringify(v)?.slice(0, 60);

/**
 * Schemas that would drop fields at run time: an object naming its fields must let others through
 * (`additionalProperties: {}`), else Elysia's cleaning deletes what the schema forgot before anyone could see it.
 */
export function closedObjects(schema: AnswerSchema | undefined, path = ""): string[] {
  if (!schema || typeof schema !== "object") return [];
  const found: string[] = [];
  if (schema.properties && schema.additionalProperties === false) found.push(path || "answer");
  for (const [k, s] of Object.entries(schema.properties ?? {})) found.push(...closedObjects(s, `${path}.${k}`));
  for (const s of schema.anyOf ?? []) found.push(...closedObjects(s, path));
  if (schema.items) found.push(...closedObjects(schema.items, `${path}[]`));
  for (const s of Object.values(schema.patternProperties ?? {})) found.push(...closedObjects(s, `${path}.*`));
  return found;
}
