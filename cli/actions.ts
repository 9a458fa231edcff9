import { runActions, type ActionResult, type AiAction } from "../src/modules/ai/action-runner";
import type { Requester } from "./client";

export type ActionOutcome = ActionResult;

/**
 * Carries out an AI reply's actions with the same runner as the web app (spec §7). E-mails are never sent from the
 * terminal without a confirmation, so send_email comes back as pending ("waiting for your confirmation").
 */
export async function carryOut(
  actions: AiAction[],
  request: Requester,
  log?: (message: string) => void,
): Promise<ActionOutcome[]> {
  return runActions(actions, request, { log: (message) => log?.(message) });
}
