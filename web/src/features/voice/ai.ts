import type { ProcessReply } from "../../../../src/composers/ai/service";
import { api, call } from "../../lib/api";
import { queryClient } from "../../lib/query";

export const AI_FAILURE_REPLY = "I'm having trouble processing your request. Please try again.";

/**
 * POST /api/ai/process: the server's assistant understands and carries out the request (the same tools as the chat
 * and the terminal); the browser only shows and speaks the result. On failure, the spec's reply with confidence 0.1.
 */
export async function processWithAi(message: string, context: Record<string, unknown>): Promise<ProcessReply> {
  let reply: ProcessReply;
  try {
    reply = await call(api.ai.process.post({ message, type: "voice", context }));
  } catch (e) {
    console.warn("AI processing failed", e);
    return { message: AI_FAILURE_REPLY, confidence: 0.1, actions: [], results: [] };
  }
  // Any screen's data may have changed (a gig, an invoice, a sale…): refetch what is on screen.
  if (reply.actions.length) await queryClient.invalidateQueries();
  return reply;
}
