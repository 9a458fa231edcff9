import type { AssistantReply } from "./types";

type Action = AssistantReply["actions"][number];

/**
 * The action types other clients already rely on: a task created or changed, a reminder scheduled, an e-mail sent.
 * Tools that do one of these report it under that name (with `tool` saying which tool ran); every other tool's
 * action is named after the tool itself. The server has already carried the action out: a client only shows it.
 */
const TASK_UPDATES: Record<string, { status?: string }> = {
  complete_task: { status: "completed" }, reopen_task: { status: "pending" }, reschedule_task: {}, prioritise_task: {},
};

export function actionFor(tool: string, data: Record<string, unknown>): Action {
  if (tool === "add_task") return { type: "create_task", tool, data };
  const update = TASK_UPDATES[tool];
  if (update) return { type: "update_task", tool, data: { ...data, ...update } };
  if (tool === "set_reminder") return { type: "schedule_reminder", tool, data };
  if (tool === "send_campaign") return { type: "send_email", tool, data };
  return { type: tool, tool, data };
}

/** The tool an action came from (older replies had only `type`). */
export const actionTool = (a: { type: string; tool?: string }) => a.tool ?? a.type;
