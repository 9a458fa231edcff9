/**
 * Values built from the JSON schemas in the OpenAPI description: one plausible valid value per schema, and a list
 * of bad values per field for the bad-input sweep (src/test/bad-input-sweep.test.ts).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
  $ref?: string;
}

// Strings that satisfy the patterns the domains use (dates, times, months, colours, money); first match wins.
const PATTERN_CANDIDATES = [
  "2026-03-31",
  "2026-03-31T10:00:00.000Z",
  "2026-03-31T10:00",
  "2026-03",
  "10:00",
  "12.50",
  "12",
  "#336699",
  "USD",
  "en",
  "a@b.example",
  "https://127.0.0.1:9/",
  "x",
];

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type);

export function validValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return "x";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    // Prefer the numeric/object branch of Elysia's Numeric/ObjectString unions over their string form.
    const pick = options.find((o) => typeOf(o) !== "null" && o.format !== "integer" && o.format !== "numeric");
    return validValue(pick ?? options[0], depth + 1);
  }
  switch (typeOf(schema)) {
    case "string":
      return validString(schema);
    case "integer":
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1));
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: schema.minItems ?? 1 }, () => validValue(schema.items, depth + 1));
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = validValue(prop, depth + 1);
      return out;
    }
    case "null":
      return null;
  }
  return "x";
}

function validString(s: JsonSchema): string {
  switch (s.format) {
    case "email":
      return "ada@example.com";
    case "uri":
    case "url":
      return "https://127.0.0.1:9/";
    case "date":
      return "2026-03-31";
    case "date-time":
      return "2026-03-31T10:00:00.000Z";
  }
  const pattern = s.pattern ? new RegExp(s.pattern) : undefined;
  const candidate = pattern ? PATTERN_CANDIDATES.find((c) => pattern.test(c)) : undefined;
  const base = candidate ?? "Sweep value";
  const min = s.minLength ?? 0;
  const text = base.length >= min ? base : base.padEnd(min, "x");
  return s.maxLength !== undefined ? text.slice(0, Math.max(s.maxLength, min)) : text;
}

/** A value nested `levels` deep (arrays inside objects), for the depth limit. */
export const deepValue = (levels: number): unknown => {
  let v: unknown = "x";
  for (let i = 0; i < levels; i++) v = i % 2 ? { a: v } : [v];
  return v;
};

/** Wrong values for one field: wrong types, arrays for objects, huge/empty values, boundary numbers, bad dates. */
export function badValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [
    null,
    [],
    {},
    { toString: "x" },
    true,
    "",
    "x".repeat(100_000),
    -1,
    2.5,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    "2026-02-30",
    "not an email@",
    deepValue(20),
  ];
  const type = typeOf(schema);
  if (type === "object") values.push(validValue(schema.items ?? { type: "array", items: schema }));
  if (type === "array")
    values.push(
      validValue(schema.items),
      Array.from({ length: 5000 }, () => "x"),
    );
  return values;
}
