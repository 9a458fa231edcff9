import { useCallback, useState, type ReactNode } from "react";
import { ErrorAlert, PageHeader, Skeleton } from "../ui";
import { useProfile } from "../profile/api";
import { BusinessSection } from "./BusinessSection";
import { LocaleSection } from "./LocaleSection";
import { Preview } from "./Preview";
import { ProfileSection } from "./ProfileSection";
import type { PreviewDraft } from "./shared";

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`} id={id}>
      <div className="card-body gap-2 p-4 sm:p-6">
        <h2 id={`${id}-title`} className="card-title text-lg">
          {title}
        </h2>
        <p className="text-sm text-base-content/70">{description}</p>
        {children}
      </div>
    </section>
  );
}

/**
 * Settings: Profile, Business and Locale (each saved on its own), with a live preview. Other sections (e.g.
 * Notifications) are passed in as `extra` by the route so this screen does not import other features.
 */
export function SettingsPage({ extra }: { extra?: ReactNode }) {
  const profile = useProfile();
  const [draft, setDraft] = useState<PreviewDraft>({});
  const onDraft = useCallback((d: PreviewDraft) => setDraft((x) => ({ ...x, ...d })), []);
  return (
    <div>
      <PageHeader title="Settings" description="Who you are, how you get paid, and how amounts and dates read." />
      {profile.error && <ErrorAlert error={profile.error} />}
      {profile.isPending && <Skeleton rows={4} label="Loading settings" className="h-40" />}
      {profile.data && (
        <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <Section id="profile" title="Profile" description="Your names, contact details, links and photo.">
              <ProfileSection profile={profile.data} />
            </Section>
            <Section id="business" title="Business" description="What your invoices show and how clients pay you.">
              <BusinessSection profile={profile.data} onDraft={onDraft} />
            </Section>
            <Section
              id="locale"
              title="Language and region"
              description="Currency, number and date formats, time zone."
            >
              <LocaleSection profile={profile.data} onDraft={onDraft} />
            </Section>
            {extra}
          </div>
          <div className="xl:sticky xl:top-4 xl:self-start">
            <Preview profile={profile.data} draft={draft} />
          </div>
        </div>
      )}
    </div>
  );
}
