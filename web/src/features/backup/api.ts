import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { formatNumber } from "../../lib/format";
import { queryClient } from "../../lib/query";

export const backupKeys = {
  all: root("backup"),
  status: () => [...backupKeys.all, "status"] as const,
  settings: () => [...backupKeys.all, "settings"] as const,
};

const fetchStatus = () => call(api.backup.status.get());
const fetchSettings = () => call(api.backup.settings.get());
export type BackupStatus = Awaited<ReturnType<typeof fetchStatus>>;
export type BackupSettings = Awaited<ReturnType<typeof fetchSettings>>;
export type BackupSettingsBody = Parameters<typeof api.backup.settings.put>[0];

export const backupQueries = {
  /** Polled quickly while a backup runs, so the section shows it finish. */
  status: () =>
    queryOptions({
      queryKey: backupKeys.status(),
      queryFn: fetchStatus,
      refetchInterval: (q) => (q.state.data?.running ? 1000 : 60_000),
    }),
  settings: () => queryOptions({ queryKey: backupKeys.settings(), queryFn: fetchSettings }),
};

export const useBackupStatus = () => useQuery(backupQueries.status());
export const useBackupSettings = () => useQuery(backupQueries.settings());

export function useBackUpNow() {
  return useMutation({
    mutationFn: () => call(api.backup.run.post()),
    onSuccess: (status) => queryClient.setQueryData(backupKeys.status(), status),
  });
}

export function useSaveBackupSettings() {
  return useMutation({
    mutationFn: (body: BackupSettingsBody) => call(api.backup.settings.put(body)),
    onSuccess: (settings) => {
      queryClient.setQueryData(backupKeys.settings(), settings);
      // The status names the destinations and when the next copy is due, which the settings decide.
      void refreshAfter("backup");
    },
  });
}

/** 1.5e9 → "1.5 GB" / "1,5 GB" in the owner's locale. */
export const formatBytes = (n: number) =>
  n >= 1e9
    ? `${formatNumber(n / 1e9, 1)} GB`
    : n >= 1e6
      ? `${formatNumber(n / 1e6, 1)} MB`
      : `${formatNumber(Math.max(1, Math.round(n / 1e3)))} kB`;

export const REASONS: Record<string, string> = {
  daily: "scheduled",
  manual: "backed up now",
  "before-migration": "before an update",
  "before-restore": "before a restore",
};
