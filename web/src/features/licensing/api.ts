import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { useInfiniteList } from "../../lib/paging";

/** Songs, supervisors, opportunities, submissions, action items and sync campaigns: one domain, one root. */
export const licensingKeys = {
  all: root("licensing"),
  songs: () => [...licensingKeys.all, "songs"] as const,
  actionItems: () => [...licensingKeys.all, "action-items"] as const,
  syncCampaigns: () => [...licensingKeys.all, "sync-campaigns"] as const,
  supervisors: (filters: { q: string }) => [...licensingKeys.all, "supervisors", filters] as const,
  opportunities: (filters: { q: string; type: string }) => [...licensingKeys.all, "opportunities", filters] as const,
  openOpportunities: () => [...licensingKeys.all, "opportunities", "open"] as const,
  submissions: (of: { opportunityId: number } | { songId: number }) => [...licensingKeys.all, "submissions", of] as const,
};

// Songs, action items and campaigns are short lists: the page route's largest page (200) holds them whole.
const fetchSongs = () => call(api.songs.get({ query: { limit: 200 } }));
const fetchActionItems = () => call(api["action-items"].get({ query: { limit: 200 } }));
const fetchSyncCampaigns = () => call(api["sync-campaigns"].get({ query: { limit: 200 } }));
const fetchSupervisorPage = (query: { q?: string; limit: number; offset: number }) =>
  call(api["music-supervisors"].get({ query }));
const fetchOpportunityPage = (query: { q?: string; type: string; limit: number; offset: number }) =>
  call(api["licensing-opportunities"].get({ query }));
const fetchSubmissions = (opportunityId: number) =>
  call(api["platform-submissions"].get({ query: { opportunityId, limit: 200 } }));

export type Song = Awaited<ReturnType<typeof fetchSongs>>[number];
export type ActionItem = Awaited<ReturnType<typeof fetchActionItems>>[number];
export type Supervisor = Awaited<ReturnType<typeof fetchSupervisorPage>>[number];
export type SyncCampaign = Awaited<ReturnType<typeof fetchSyncCampaigns>>[number];
export type Opportunity = Awaited<ReturnType<typeof fetchOpportunityPage>>[number];
export type Submission = Awaited<ReturnType<typeof fetchSubmissions>>[number];

export const licensingQueries = {
  songs: () => queryOptions({ queryKey: licensingKeys.songs(), queryFn: fetchSongs }),
  actionItems: () => queryOptions({ queryKey: licensingKeys.actionItems(), queryFn: fetchActionItems }),
  syncCampaigns: () => queryOptions({ queryKey: licensingKeys.syncCampaigns(), queryFn: fetchSyncCampaigns }),
  /** The songs already submitted to one opportunity (asked per card, only for the cards on screen). */
  submissions: (opportunityId: number) =>
    queryOptions({
      queryKey: licensingKeys.submissions({ opportunityId }),
      queryFn: () => fetchSubmissions(opportunityId),
    }),
  /** The opportunities a song was already submitted to. */
  songSubmissions: (songId: number) =>
    queryOptions({
      queryKey: licensingKeys.submissions({ songId }),
      queryFn: () => call(api["platform-submissions"].get({ query: { songId, limit: 200 } })),
    }),
  /** For the song card's "Submit to an opportunity…" picker: the newest 200 opportunities still open. */
  openOpportunities: () =>
    queryOptions({
      queryKey: licensingKeys.openOpportunities(),
      queryFn: async () =>
        (await fetchOpportunityPage({ type: "all", limit: 200, offset: 0 })).filter(
          (o) => o.status !== "won" && o.status !== "lost",
        ),
    }),
};

export const useSongs = () => useQuery(licensingQueries.songs());
export const useActionItems = () => useQuery(licensingQueries.actionItems());
export const useSyncCampaigns = () => useQuery(licensingQueries.syncCampaigns());

/** Supervisors a page at a time, name/company/position matching `q` on the server. */
export const useSupervisorList = (q: string) =>
  useInfiniteList<Supervisor>({
    queryKey: licensingKeys.supervisors({ q }),
    fetchPage: (page) => api["music-supervisors"].get({ query: { q: q || undefined, ...page } }),
  });

/** Opportunities a page at a time, with the search and type filter done by the server. */
export const useOpportunityList = (q: string, type: string) =>
  useInfiniteList<Opportunity>({
    queryKey: licensingKeys.opportunities({ q, type }),
    fetchPage: (page) => api["licensing-opportunities"].get({ query: { q: q || undefined, type, ...page } }),
  });

export const useSubmissions = (opportunityId: number) => useQuery(licensingQueries.submissions(opportunityId));
export const useSongSubmissions = (songId: number) => useQuery(licensingQueries.songSubmissions(songId));
export const useOpenOpportunities = () => useQuery(licensingQueries.openOpportunities());

/**
 * A licensing mutation: on success the licensing views refresh (one root: a submission changes a song's card and an
 * opportunity's), with what lib/changes.ts adds (supervisors are e-mail campaign recipients).
 */
export function useSave<TVars, TResult>(fn: (v: TVars) => Promise<TResult>) {
  return useMutation({ mutationFn: fn, onSuccess: () => refreshAfter("licensing") });
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
