import { Value } from "@sinclair/typebox/value";
import type { TSchema } from "@sinclair/typebox";
import { HttpError } from "../../lib/errors";
import { ToolError, type Tool, type ToolContext, type ToolOutcome } from "../../lib/tools";
import type { AssistantDomain } from "../../shared/domains";
import { domainOf } from "./registry";

/** One tool call as the clients see it (chat transcript, CLI, voice). */
export interface ToolResult {
  tool: string;
  kind: Tool["kind"];
  ok: boolean;
  summary: string;
  link?: string;
  /** A destructive or outgoing call waiting for the user's "yes". */
  pending?: boolean;
  error?: string;
  /** Whose records a successful call touched: a client refreshes that domain's views (and what is computed from them). */
  domain?: AssistantDomain;
}

export class InvalidArguments extends Error {}

/** The first thing wrong with the arguments, in words (the schema's own `error` text when it has one). */
function firstError(schema: TSchema, args: unknown): string {
  const e = Value.Errors(schema, args).First();
  if (!e) return "invalid arguments";
  const custom = (e.schema as { error?: unknown }).error;
  const field = e.path.replace(/^\//, "").replace(/\//g, ".");
  return typeof custom === "string" ? custom : `${field || "arguments"}: ${e.message}`;
}

/** Validates arguments with the tool's own schema (the same one the HTTP route uses); drops unknown keys. */
export function checkArgs(tool: Tool, raw: unknown): Record<string, unknown> {
  const args = Value.Clean(tool.input, Value.Clone(raw ?? {})) as Record<string, unknown>;
  // Elysia's t.Integer also accepts "5"; the services want the number.
  const props = (tool.input as { properties?: Record<string, { anyOf?: { type?: string }[] }> }).properties ?? {};
  for (const [k, v] of Object.entries(args))
    if (typeof v === "string" && /^\d+$/.test(v) && props[k]?.anyOf?.some((x) => x.type === "integer")) args[k] = Number(v);
  if (!Value.Check(tool.input, args)) throw new InvalidArguments(firstError(tool.input, args));
  return args;
}

/** Runs a tool with checked arguments; a refusal from its service comes back as ok: false with the reason. */
export async function runTool(
  tool: Tool,
  raw: unknown,
  ctx: ToolContext,
): Promise<{ result: ToolResult; outcome?: ToolOutcome; args?: Record<string, unknown> }> {
  let args: Record<string, unknown> | undefined;
  try {
    args = checkArgs(tool, raw);
    const outcome = await tool.run(args as never, ctx);
    return {
      result: {
        tool: tool.name,
        kind: tool.kind,
        ok: true,
        summary: outcome.summary,
        link: outcome.link,
        domain: domainOf(tool.name),
      },
      outcome,
      args,
    };
  } catch (e) {
    if (e instanceof HttpError || e instanceof ToolError || e instanceof InvalidArguments)
      return { result: failure(tool, e.message), args };
    throw e;
  }
}

export const failure = (tool: Tool, error: string): ToolResult => ({
  tool: tool.name,
  kind: tool.kind,
  ok: false,
  error,
  summary: `I couldn't do that: ${error}`,
});

/** The tool's input schema as a model's function parameters (plain JSON Schema, without our error texts). */
export function jsonSchema(schema: TSchema): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(schema, (key, value) => {
      if (key === "error") return undefined;
      // Elysia's t.Integer is "an integer, or a string of digits" for query strings; a model should send the integer.
      if (value && typeof value === "object" && Array.isArray(value.anyOf)) {
        const numeric = value.anyOf.find((x: { type?: string }) => x?.type === "integer" || x?.type === "number");
        const digits = value.anyOf.find((x: { type?: string; format?: string }) => x?.type === "string" && /integer|numeric/.test(x.format ?? ""));
        if (numeric && digits && value.anyOf.length === 2) {
          const { anyOf: _drop, ...rest } = value;
          return { ...rest, ...numeric };
        }
      }
      return value;
    }),
  );
}
