import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";

export const tasksKeys = {
  all: root("tasks"),
  list: () => [...tasksKeys.all, "list"] as const,
  /** What the server's task monitor flags (overdue, due soon); computed from the tasks, so under their root. */
  monitor: () => [...tasksKeys.all, "monitor"] as const,
};
export const remindersKeys = {
  all: root("reminders"),
  list: () => [...remindersKeys.all, "list"] as const,
};

export type Task = Awaited<ReturnType<typeof fetchTasks>>[number];
export type TaskPriority = "low" | "medium" | "high" | "urgent";
export const PRIORITIES: TaskPriority[] = ["urgent", "high", "medium", "low"];
export const PRIORITY_RANK: Record<string, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

const fetchTasks = () => call(api.tasks.get({ query: {} }));

export const tasksQueries = {
  list: () => queryOptions({ queryKey: tasksKeys.list(), queryFn: fetchTasks }),
  /** Called at start and every 30 minutes. */
  monitor: () =>
    queryOptions({
      queryKey: tasksKeys.monitor(),
      queryFn: () => call(api.ai["monitor-tasks"].get({ query: { limit: 5 } })),
      refetchInterval: 30 * 60_000,
    }),
};
export const remindersQueries = {
  list: () => queryOptions({ queryKey: remindersKeys.list(), queryFn: () => call(api.reminders.get()) }),
};

export const useTasks = () => useQuery(tasksQueries.list());
export const useTaskMonitor = () => useQuery(tasksQueries.monitor());

/** After any change: the list, the monitor, reminders, the dashboard and the activity log (lib/changes.ts). */
const refreshAfterTaskChange = () => refreshAfter("tasks");

export interface TaskFields {
  title: string;
  priority: TaskPriority;
  dueDate: string | null;
  category: string | null;
  description: string | null;
}

export const useCreateTask = () =>
  useMutation({ mutationFn: (body: TaskFields) => call(api.tasks.post(body)), onSettled: refreshAfterTaskChange });

export const useUpdateTask = () =>
  useMutation({
    mutationFn: ({ id, ...body }: Partial<TaskFields> & { id: number; status?: "pending" | "completed" }) =>
      call(api.tasks({ id }).put(body)),
    onSettled: refreshAfterTaskChange,
  });

export const useDeleteTask = () =>
  useMutation({ mutationFn: (id: number) => call(api.tasks({ id }).delete()), onSettled: refreshAfterTaskChange });

export const useReminders = () => useQuery(remindersQueries.list());
export const useDeleteReminder = () =>
  useMutation({
    mutationFn: (id: number) => call(api.reminders({ id }).delete()),
    onSettled: () => refreshAfter("reminders"),
  });
