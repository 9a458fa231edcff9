import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { toast } from "../toast/toast";
import { api } from "../../lib/api";

export const automationKey = ["/api/automation"] as const;
const auto = api.automation;
const fetchJobs = () => call(auto.jobs.get());
const fetchCampaigns = () => call(auto.campaigns.get());
const fetchTasks = () => call(auto.tasks.get());
export type Job = Awaited<ReturnType<typeof fetchJobs>>[number];
export type AutomationCampaign = Awaited<ReturnType<typeof fetchCampaigns>>[number];
export type AutomationTask = Awaited<ReturnType<typeof fetchTasks>>[number];
export type JobBody = Parameters<typeof auto.jobs.post>[0];

export const AUTOMATION_TYPES = [
  { value: "marketing_schedule", label: "Marketing Schedule" },
  { value: "radio_outreach", label: "Radio Outreach" },
  { value: "sync_licensing", label: "Sync Licensing" },
  { value: "grant_search", label: "Grant Search" },
  { value: "content_calendar", label: "Content Calendar" },
] as const;
export const typeLabel = (v: string) => AUTOMATION_TYPES.find((t) => t.value === v)?.label ?? v;

export const useAutomationStats = () =>
  useQuery({ queryKey: [...automationKey, "stats"], queryFn: () => call(auto.stats.get()) });
export const useJobs = () => useQuery({ queryKey: [...automationKey, "jobs"], queryFn: fetchJobs });
export const useAutomationCampaigns = () =>
  useQuery({ queryKey: [...automationKey, "campaigns"], queryFn: fetchCampaigns });
export const useAutomationTasks = () => useQuery({ queryKey: [...automationKey, "tasks"], queryFn: fetchTasks });

/** A job's recent runs, fetched only when its history is opened. */
export const useJobRuns = (id: number, enabled: boolean) =>
  useQuery({ queryKey: [...automationKey, "runs", id], queryFn: () => call(auto.jobs({ id }).runs.get()), enabled });

export function useCreateJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: JobBody) => call(auto.jobs.post(body)),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: automationKey }),
        qc.invalidateQueries({ queryKey: ["/api/activity"] }),
      ]),
  });
}

export function useJobAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "pause" | "resume" }) =>
      call(action === "pause" ? auto.jobs({ id }).pause.put() : auto.jobs({ id }).resume.put()),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: automationKey }),
        qc.invalidateQueries({ queryKey: ["/api/activity"] }),
      ]),
  });
}

/** Run Now does work in other domains (tasks, email drafts, grants, action items), so everything active is refreshed. */
export function useRunJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(auto.jobs({ id }).execute.post()),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/** Mark done (or back to scheduled): the Scheduled Tasks list and the stat cards refetch. */
export function useSetTaskStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "scheduled" | "completed"; title: string }) =>
      call(auto.tasks({ id }).put({ status })),
    // The toast is raised here, not by the row: a done task leaves the list, and its row with it.
    onSuccess: (_task, { status, title }) => {
      toast({ title: "Task Done", description: `"${title}" is marked ${status === "completed" ? "done" : "scheduled again"}.` });
      return Promise.all([
        qc.invalidateQueries({ queryKey: automationKey }),
        qc.invalidateQueries({ queryKey: ["/api/activity"] }),
      ]);
    },
  });
}
