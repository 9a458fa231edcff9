import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call, callPaged } from "../../lib/api";
import { useInfiniteList } from "../../lib/paging";
import { toast } from "../toast/toast";

export const automationKey = ["/api/automation"] as const;
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

export const useAutomationStats = () =>
  useQuery({ queryKey: [...automationKey, "stats"], queryFn: () => call(auto.stats.get()) });
/** Jobs and the campaigns their runs create pile up over the years: both page from the server. */
export const useJobList = () =>
  useInfiniteList<Job>({ queryKey: [...automationKey, "jobs"], fetchPage: (page) => auto.jobs.get({ query: page }) });
export const useCampaignList = () =>
  useInfiniteList<AutomationCampaign>({
    queryKey: [...automationKey, "campaigns"],
    fetchPage: (page) => auto.campaigns.get({ query: page }),
  });

/** The Scheduled Tasks tab shows the first few only; the server lists scheduled tasks first, soonest first. */
export const SCHEDULED_TASKS_SHOWN = 10;
export const useFirstScheduledTasks = () =>
  useQuery({
    queryKey: [...automationKey, "tasks", SCHEDULED_TASKS_SHOWN],
    queryFn: async () => {
      const page = await callPaged(auto.tasks.get({ query: { limit: SCHEDULED_TASKS_SHOWN } }));
      return page.rows.filter((t) => t.status === "scheduled");
    },
  });

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
