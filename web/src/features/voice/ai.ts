import { api, call } from "../../lib/api";
import { refreshAfterReply } from "../../lib/changes";

const askAssistant = (body: Parameters<typeof api.ai.process.post>[0]) => call(api.ai.process.post(body));
/** The reply's shape as the typed client knows it from the route, not from the server's files. */
export type ProcessReply = Awaited<ReturnType<typeof askAssistant>>;

export const AI_FAILURE_REPLY = "I'm having trouble processing your request. Please try again.";

/**
 * POST /api/ai/process: the server's assistant understands and carries out the request (the same tools as the chat
 * and the terminal); the browser only shows and speaks the result. On failure, the spec's reply with confidence 0.1.
 */
export async function processWithAi(message: string, context: Record<string, unknown>): Promise<ProcessReply> {
  let reply: ProcessReply;
  try {
    reply = await askAssistant({ message, type: "voice", context });
  } catch (e) {
    console.warn("AI processing failed", e);
    return { message: AI_FAILURE_REPLY, confidence: 0.1, actions: [], results: [] };
  }
  // Each result names the domain it changed (a gig: calendar, an invoice: invoices): refetch just those views.
  await refreshAfterReply(reply.results);
  return reply;
}
