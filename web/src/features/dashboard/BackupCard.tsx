import { Download } from "lucide-react";
import { useState } from "react";
import { download } from "../../lib/api";
import { DURATIONS, toast } from "../toast/toast";

export function BackupCard() {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await download("/api/backup/download", "sunshine-backup.zip");
      toast({
        title: "Backup Created Successfully",
        description: `Your backup was downloaded as ${name}.`,
        duration: DURATIONS.backupInfo,
      });
    } catch (e) {
      console.error("Backup failed", e);
      toast({
        title: "Backup Failed",
        description: "There was an error creating your backup. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 className="card-title text-lg">Backup &amp; Export</h2>
        <p className="text-sm text-base-content/70">
          Download everything Sunshine knows (a consistent snapshot of your database) as one zip file. Restore it with
          <code className="mx-1">sunshine restore FILE</code>.
        </p>
        <button type="button" className="btn btn-primary btn-sm self-start" onClick={run} disabled={busy}>
          <Download className="size-4" aria-hidden /> {busy ? "Preparing backup..." : "Download Backup"}
        </button>
      </div>
    </section>
  );
}
