import { runActions, type AiProcessReply, type ActionResult } from "../../../../src/modules/ai/action-runner";
import { ApiError } from "../../lib/api";
import { queryClient } from "../../lib/query";
import { onUnauthorized } from "../../lib/unauthorized";
import { TOKEN_KEY } from "../session/storage";

export const AI_FAILURE_REPLY = "I'm having trouble processing your request. Please try again.";

/** The generic request helper (spec §7) that the shared action runner calls. */
export async function request(method: string, path: string, body?: unknown): Promise<unknown> {
  const token = localStorage.getItem(TOKEN_KEY);
  const res = await fetch(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    if (res.status === 401) onUnauthorized();
    let message = text || res.statusText;
    try {
      message = JSON.parse(text).error.message ?? message;
    } catch {}
    throw new ApiError(res.status, message);
  }
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

export interface VoiceAiOutcome {
  reply: AiProcessReply;
  results: ActionResult[];
}

/** POST /api/ai/process, then run the actions; on failure the spec's reply with confidence 0.1. */
export async function processWithAi(message: string, context: Record<string, unknown>): Promise<VoiceAiOutcome> {
  let reply: AiProcessReply;
  try {
    const body = (await request("POST", "/api/ai/process", {
      message,
      type: "voice",
      context,
    })) as Partial<AiProcessReply>;
    reply = {
      message: String(body?.message ?? ""),
      confidence: Number(body?.confidence ?? 0),
      actions: Array.isArray(body?.actions) ? body.actions : [],
    };
  } catch (e) {
    console.warn("AI processing failed", e);
    reply = { message: AI_FAILURE_REPLY, confidence: 0.1, actions: [] };
  }
  const results = await runActions(reply.actions, request, { log: (m, e) => console.warn(m, e ?? "") });
  if (reply.actions.length) {
    // Spec §7: after actions, the tasks and dashboard stats are refreshed.
    await queryClient.invalidateQueries({
      predicate: (q) =>
        q.queryKey.some((k) => typeof k === "string" && (k.includes("tasks") || k.includes("/api/dashboard/stats"))),
    });
  }
  return { reply, results };
}
