import { useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { queryClient } from "../../lib/query";
import { activityKey, statsKey } from "../dashboard/api";

export const tasksKey = ["/api/tasks"] as const;
export const monitorKey = ["/api/ai/monitor-tasks"] as const;

export type Task = Awaited<ReturnType<typeof fetchTasks>>[number];
export type TaskPriority = "low" | "medium" | "high" | "urgent";
export const PRIORITIES: TaskPriority[] = ["urgent", "high", "medium", "low"];
export const PRIORITY_RANK: Record<string, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

const fetchTasks = () => call(api.tasks.get({ query: {} }));

export const useTasks = () => useQuery({ queryKey: tasksKey, queryFn: fetchTasks });

/** Called at start and every 30 minutes. */
export const useTaskMonitor = () =>
  useQuery({ queryKey: monitorKey, queryFn: () => call(api.ai["monitor-tasks"].get({ query: { limit: 5 } })), refetchInterval: 30 * 60_000 });

/** After any change: the list, the monitor, the activity log and the stats. */
export const refreshAfterTaskChange = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tasksKey }),
    queryClient.invalidateQueries({ queryKey: monitorKey }),
    queryClient.invalidateQueries({ queryKey: activityKey }),
    queryClient.invalidateQueries({ queryKey: statsKey }),
    queryClient.invalidateQueries({ queryKey: ["/api/reminders"] }),
  ]);

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

export const remindersKey = ["/api/reminders"] as const;
export const useReminders = () => useQuery({ queryKey: remindersKey, queryFn: () => call(api.reminders.get()) });
export const useDeleteReminder = () =>
  useMutation({
    mutationFn: (id: number) => call(api.reminders({ id }).delete()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: remindersKey }),
  });
