import { BackupSettingsForm } from "./BackupSettingsForm";
import { BackupStatusPanel } from "./BackupStatusPanel";

/** Settings section: what the automatic backups did and will do, "Back up now", and where copies go. */
export function BackupSection() {
  return (
    <section id="backups" className="card bg-base-100 shadow-sm" aria-labelledby="backup-settings-title">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id="backup-settings-title" className="card-title text-lg">
          Backups
        </h2>
        <p className="text-sm text-base-content/70">
          Made automatically, verified, and kept as the last 7 days, 4 weeks and 6 months. Restore one with{" "}
          <code>sunshine restore --latest</code>.
        </p>
        <BackupStatusPanel />
        <BackupSettingsForm />
      </div>
    </section>
  );
}
