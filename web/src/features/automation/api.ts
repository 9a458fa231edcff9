import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call, callPaged } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { useInfiniteList } from "../../lib/paging";
import { toast } from "../toast/toast";

export const automationKeys = {
  all: root("automation"),
  stats: () => [...automationKeys.all, "stats"] as const,
  jobs: () => [...automationKeys.all, "jobs"] as const,
  campaigns: () => [...automationKeys.all, "campaigns"] as const,
  scheduledTasks: (limit: number) => [...automationKeys.all, "tasks", limit] as const,
  runs: (jobId: number) => [...automationKeys.all, "runs", jobId] as const,
};
const auto = api.automation;
const fetchJobs = () => call(auto.jobs.get({ query: {} }));
const fetchCampaigns = () => call(auto.campaigns.get({ query: {} }));
const fetchTasks = () => call(auto.tasks.get({ query: {} }));
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

/** The Scheduled Tasks tab shows the first few only; the server lists scheduled tasks first, soonest first. */
export const SCHEDULED_TASKS_SHOWN = 10;

export const automationQueries = {
  stats: () => queryOptions({ queryKey: automationKeys.stats(), queryFn: () => call(auto.stats.get()) }),
  firstScheduledTasks: () =>
    queryOptions({
      queryKey: automationKeys.scheduledTasks(SCHEDULED_TASKS_SHOWN),
      queryFn: async () => {
        const page = await callPaged(auto.tasks.get({ query: { limit: SCHEDULED_TASKS_SHOWN } }));
        return page.rows.filter((t) => t.status === "scheduled");
      },
    }),
  /** A job's recent runs, fetched only when its history is opened. */
  runs: (id: number, enabled: boolean) =>
    queryOptions({ queryKey: automationKeys.runs(id), queryFn: () => call(auto.jobs({ id }).runs.get()), enabled }),
};

export const useAutomationStats = () => useQuery(automationQueries.stats());
/** Jobs and the campaigns their runs create pile up over the years: both page from the server. */
export const useJobList = () =>
  useInfiniteList<Job>({ queryKey: automationKeys.jobs(), fetchPage: (page) => auto.jobs.get({ query: page }) });
export const useCampaignList = () =>
  useInfiniteList<AutomationCampaign>({
    queryKey: automationKeys.campaigns(),
    fetchPage: (page) => auto.campaigns.get({ query: page }),
  });

export const useFirstScheduledTasks = () => useQuery(automationQueries.firstScheduledTasks());
export const useJobRuns = (id: number, enabled: boolean) => useQuery(automationQueries.runs(id, enabled));

export function useCreateJob() {
  return useMutation({
    mutationFn: (body: JobBody) => call(auto.jobs.post(body)),
    onSuccess: () => refreshAfter("automation"),
  });
}

export function useJobAction() {
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "pause" | "resume" }) =>
      call(action === "pause" ? auto.jobs({ id }).pause.put() : auto.jobs({ id }).resume.put()),
    onSuccess: () => refreshAfter("automation"),
  });
}

/** Run Now does work in other domains (tasks, email drafts, grants, action items): lib/changes.ts lists them. */
export function useRunJob() {
  return useMutation({
    mutationFn: (id: number) => call(auto.jobs({ id }).execute.post()),
    onSuccess: () => refreshAfter("automation"),
  });
}

/** Mark done (or back to scheduled): the Scheduled Tasks list and the stat cards refetch. */
export function useSetTaskStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "scheduled" | "completed"; title: string }) =>
      call(auto.tasks({ id }).put({ status })),
    // The toast is raised here, not by the row: a done task leaves the list, and its row with it.
    onSuccess: (_task, { status, title }) => {
      toast({ title: "Task Done", description: `"${title}" is marked ${status === "completed" ? "done" : "scheduled again"}.` });
      return refreshAfter("automation");
    },
  });
}
