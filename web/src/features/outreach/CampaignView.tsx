import { AlertTriangle } from "lucide-react";
import { Dialog, ErrorAlert } from "../ui";
import { useCampaignDetail } from "./api";

/** A campaign's resolved recipients (with each delivery's status) and a preview of the first personal e-mail. */
export function CampaignView({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, error, isLoading } = useCampaignDetail(id);
  return (
    <Dialog
      title={data ? data.campaign.name : "Campaign"}
      onClose={onClose}
      wide
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      {error ? (
        <ErrorAlert error={error} />
      ) : isLoading || !data ? (
        <div role="status" aria-label="Loading the campaign" className="skeleton h-40 w-full" />
      ) : (
        <div className="space-y-4 text-sm">
          {data.unknownFields.length > 0 && (
            <div role="alert" className="alert alert-warning">
              <AlertTriangle className="size-4" aria-hidden />
              <span>
                Unknown merge field{data.unknownFields.length > 1 ? "s" : ""}:{" "}
                {data.unknownFields.map((f) => `{{${f}}}`).join(", ")}. Sending is blocked until they are fixed.
              </span>
            </div>
          )}
          <section>
            <h3 className="mb-1 font-semibold">Preview</h3>
            {data.preview ? (
              <div className="rounded-box border border-base-300 bg-base-200/50 p-3" data-testid="campaign-preview">
                <div>
                  <span className="text-base-content/80">To:</span> {data.preview.to}
                </div>
                <div>
                  <span className="text-base-content/80">Subject:</span> {data.preview.subject}
                </div>
                <pre className="mt-2 whitespace-pre-wrap font-sans">{data.preview.text}</pre>
              </div>
            ) : (
              <p className="text-base-content/80">No recipient to preview yet.</p>
            )}
          </section>
          <section>
            <h3 className="mb-1 font-semibold">Recipients ({data.recipients.length})</h3>
            {data.recipientNote && (
              <p className="mb-2 text-base-content/80" data-testid="recipient-note">
                {data.recipientNote}
              </p>
            )}
            <ul
              className="divide-y divide-base-300 rounded-box border border-base-300"
              data-testid="recipient-list"
            >
              {data.recipients.map((r) => (
                <li key={r.email} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0 break-all">
                    {r.label}
                    {!r.label.includes(r.email) && " "}
                    {!r.label.includes(r.email) && <span className="ml-2 text-xs text-base-content/80">{r.email}</span>}
                  </span>
                  {r.status && (
                    <span
                      className={`badge badge-sm ${r.status === "sent" ? "badge-success" : r.status === "failed" ? "badge-error" : "badge-ghost"}`}
                    >
                      {r.status}
                    </span>
                  )}
                  {r.error && <span className="w-full text-xs text-error">{r.error}</span>}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </Dialog>
  );
}
