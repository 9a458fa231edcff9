import { useNavigate, useSearch } from "@tanstack/react-router";
import { Mail, Plus } from "lucide-react";
import { EmptyState, ErrorAlert, PageHeader, Skeleton } from "../ui";
import { useCampaigns, useOutreachSettings } from "./api";
import { CampaignCard } from "./CampaignCard";
import { CampaignForm } from "./CampaignForm";

/** E-mail outreach: the SMTP hint when sending is not set up, the new-campaign form, and the campaigns. */
export function OutreachPage() {
  // The open form is in the address (search.ts): a reload or a link brings it back.
  const adding = useSearch({ from: "/outreach" }).add === true;
  const navigate = useNavigate({ from: "/outreach" });
  const setAdding = (open: boolean) => void navigate({ search: { add: open || undefined }, replace: true });
  const { data, isLoading, error } = useCampaigns();
  const settings = useOutreachSettings();
  return (
    <div>
      <PageHeader
        title="Email Outreach"
        description="Pitch radio stations, music supervisors and your own contacts with personal e-mails."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setAdding(!adding)}>
            <Plus className="size-4" aria-hidden /> New Campaign
          </button>
        }
      />
      {settings.data && !settings.data.smtpConfigured && (
        <div role="note" className="alert mb-6 text-sm" data-testid="smtp-hint">
          <Mail className="size-4" aria-hidden />
          <span className="min-w-0 break-words [&_code]:break-all">
            E-mail sending is not set up yet: you can write campaigns now. To send, start Sunshine with{" "}
            <code>SMTP_URL</code> (e.g. <code>smtp://user:password@smtp.example.com:587</code>) and{" "}
            <code>SMTP_FROM</code>.
          </span>
        </div>
      )}
      {adding && <CampaignForm onDone={() => setAdding(false)} />}
      {error ? (
        <ErrorAlert error={error} />
      ) : isLoading ? (
        <Skeleton rows={3} className="h-40" label="Loading campaigns" />
      ) : !data?.length ? (
        <EmptyState title="No campaigns yet" icon={<Mail className="size-8 text-base-content/40" aria-hidden />}>
          Create a campaign to pitch your music by e-mail.
        </EmptyState>
      ) : (
        <section aria-labelledby="campaigns-title" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {/* Cards are h3s: the outline stays h1 → h2 → h3. */}
          <h2 id="campaigns-title" className="sr-only">
            Campaigns
          </h2>
          {data.map((c) => (
            <CampaignCard key={c.id} c={c} smtpConfigured={settings.data?.smtpConfigured ?? false} />
          ))}
        </section>
      )}
    </div>
  );
}
