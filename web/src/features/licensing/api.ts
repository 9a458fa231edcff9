import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { api } from "../../lib/api";

export const keys = {
  songs: ["/api/songs"],
  actionItems: ["/api/action-items"],
  supervisors: ["/api/music-supervisors"],
  syncCampaigns: ["/api/sync-campaigns"],
  opportunities: ["/api/licensing-opportunities"],
  submissions: ["/api/platform-submissions"],
} as const;

const fetchSongs = () => call(api.songs.get());
const fetchActionItems = () => call(api["action-items"].get());
const fetchSupervisors = () => call(api["music-supervisors"].get());
const fetchSyncCampaigns = () => call(api["sync-campaigns"].get());
const fetchOpportunities = (q: string, type: string) =>
  call(api["licensing-opportunities"].get({ query: { q: q || undefined, type } }));
const fetchSubmissions = () => call(api["platform-submissions"].get({ query: {} }));

export type Song = Awaited<ReturnType<typeof fetchSongs>>[number];
export type ActionItem = Awaited<ReturnType<typeof fetchActionItems>>[number];
export type Supervisor = Awaited<ReturnType<typeof fetchSupervisors>>[number];
export type SyncCampaign = Awaited<ReturnType<typeof fetchSyncCampaigns>>[number];
export type Opportunity = Awaited<ReturnType<typeof fetchOpportunities>>[number];
export type Submission = Awaited<ReturnType<typeof fetchSubmissions>>[number];

export const useSongs = () => useQuery({ queryKey: keys.songs, queryFn: fetchSongs });
export const useActionItems = () => useQuery({ queryKey: keys.actionItems, queryFn: fetchActionItems });
export const useSupervisors = () => useQuery({ queryKey: keys.supervisors, queryFn: fetchSupervisors });
export const useSyncCampaigns = () => useQuery({ queryKey: keys.syncCampaigns, queryFn: fetchSyncCampaigns });
export const useOpportunities = (q: string, type: string) =>
  useQuery({
    queryKey: [...keys.opportunities, q, type],
    queryFn: () => fetchOpportunities(q, type),
    placeholderData: (prev) => prev,
  });
export const useSubmissions = () => useQuery({ queryKey: keys.submissions, queryFn: fetchSubmissions });

/** A mutation that refreshes the given lists (and the activity feed) on success. */
export function useSave<TVars, TResult>(fn: (v: TVars) => Promise<TResult>, ...lists: (keyof typeof keys)[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        ...lists.map((k) => qc.invalidateQueries({ queryKey: keys[k] })),
        qc.invalidateQueries({ queryKey: ["/api/activity"] }),
      ]),
  });
}

type SongBody = Parameters<typeof api.songs.post>[0];
type ActionBody = Parameters<(typeof api)["action-items"]["post"]>[0];
type SupervisorBody = Parameters<(typeof api)["music-supervisors"]["post"]>[0];
type SyncBody = Parameters<(typeof api)["sync-campaigns"]["post"]>[0];
type OpportunityBody = Parameters<(typeof api)["licensing-opportunities"]["post"]>[0];

export const saveSong = ({ id, body }: { id?: number; body: SongBody }) =>
  id ? call(api.songs({ id }).put(body)) : call(api.songs.post(body));
export const saveActionItem = ({ id, body }: { id?: number; body: Partial<ActionBody> }) =>
  id
    ? call(api["action-items"]({ id }).put(body as Parameters<ReturnType<(typeof api)["action-items"]>["put"]>[0]))
    : call(api["action-items"].post(body as ActionBody));
export const saveSupervisor = ({ id, body }: { id?: number; body: Partial<SupervisorBody> }) =>
  id ? call(api["music-supervisors"]({ id }).put(body)) : call(api["music-supervisors"].post(body as SupervisorBody));
export const saveSyncCampaign = ({ id, body }: { id?: number; body: Partial<SyncBody> }) =>
  id ? call(api["sync-campaigns"]({ id }).put(body)) : call(api["sync-campaigns"].post(body as SyncBody));
export const saveOpportunity = ({ id, body }: { id?: number; body: Partial<OpportunityBody> }) =>
  id
    ? call(api["licensing-opportunities"]({ id }).put(body))
    : call(api["licensing-opportunities"].post(body as OpportunityBody));
export const submitSong = (body: { songId: number; opportunityId: number; notes?: string | null }) =>
  call(api["platform-submissions"].post(body));
export const searchLicensing = (body: {
  songTitle: string;
  artist?: string | null;
  genre?: string | null;
  description?: string | null;
}) => call(api.ai["search-licensing"].post(body));
