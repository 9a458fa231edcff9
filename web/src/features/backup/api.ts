import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../lib/api";

export const backupStatusKey = ["/api/backup/status"] as const;
export const backupSettingsKey = ["/api/backup/settings"] as const;

const fetchStatus = () => call(api.backup.status.get());
const fetchSettings = () => call(api.backup.settings.get());
export type BackupStatus = Awaited<ReturnType<typeof fetchStatus>>;
export type BackupSettings = Awaited<ReturnType<typeof fetchSettings>>;
export type BackupSettingsBody = Parameters<typeof api.backup.settings.put>[0];

/** Polled quickly while a backup runs, so the section shows it finish. */
export const useBackupStatus = () =>
  useQuery({
    queryKey: backupStatusKey,
    queryFn: fetchStatus,
    refetchInterval: (q) => (q.state.data?.running ? 1000 : 60_000),
  });

export const useBackupSettings = () => useQuery({ queryKey: backupSettingsKey, queryFn: fetchSettings });

export function useBackUpNow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.backup.run.post()),
    onSuccess: (status) => qc.setQueryData(backupStatusKey, status),
  });
}

export function useSaveBackupSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupSettingsBody) => call(api.backup.settings.put(body)),
    onSuccess: (settings) => {
      qc.setQueryData(backupSettingsKey, settings);
      void qc.invalidateQueries({ queryKey: backupStatusKey });
    },
  });
}

export const formatBytes = (n: number) =>
  n >= 1e9
    ? `${(n / 1e9).toFixed(1)} GB`
    : n >= 1e6
      ? `${(n / 1e6).toFixed(1)} MB`
      : `${Math.max(1, Math.round(n / 1e3))} kB`;

export const REASONS: Record<string, string> = {
  daily: "scheduled",
  manual: "backed up now",
  "before-migration": "before an update",
  "before-restore": "before a restore",
};
