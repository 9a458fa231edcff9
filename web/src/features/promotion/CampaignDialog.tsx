import { useState, type FormEvent } from "react";
import { CAMPAIGN_OBJECTIVES, PLATFORM_CATEGORIES } from "../../../../src/modules/promotion/catalog";
import { Field, FormError, Modal } from "../ui/FormDialog";
import { toast } from "../toast/toast";
import { useCreateCampaign, type Campaign } from "./api";

/** New campaign for the selected audiobook: name and objective required; empty budget, dates and channels are sent as null. */
export function CampaignDialog({
  audiobook,
  initialChannels,
  onClose,
  onCreated,
}: {
  audiobook: { id: number; title: string };
  initialChannels: string[];
  onClose: () => void;
  onCreated: (campaign: Campaign) => void;
}) {
  const [f, setF] = useState({
    name: "",
    objective: "",
    targetAudience: "",
    budget: "",
    description: "",
    startDate: "",
    endDate: "",
  });
  const [channels, setChannels] = useState<string[]>(initialChannels);
  const create = useCreateCampaign();
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((s) => ({ ...s, [k]: e.target.value }));
  const ready = !!(f.name.trim() && f.objective && audiobook);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || create.isPending) return;
    create.mutate(
      {
        name: f.name.trim(),
        objective: f.objective,
        targetAudience: f.targetAudience.trim(),
        budget: f.budget.trim() || null,
        description: f.description.trim(),
        startDate: f.startDate || null,
        endDate: f.endDate || null,
        channels: channels.length ? channels : null,
        audiobookId: audiobook.id,
      },
      {
        onSuccess: (c) => {
          toast({ title: "Campaign Created", description: `"${c.name}" for ${audiobook.title}` });
          onCreated(c);
        },
      },
    );
  };

  return (
    <Modal title="New Promotion Campaign" onClose={onClose} wide>
      <p className="-mt-2 mb-2 text-sm text-base-content/70">
        For <strong>{audiobook.title}</strong>
      </p>
      <form onSubmit={submit} noValidate>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Campaign Name *">
            <input
              className="input w-full"
              value={f.name}
              onChange={set("name")}
              placeholder="Launch week blitz"
              autoFocus
            />
          </Field>
          <Field label="Objective *">
            <select className="select w-full" value={f.objective} onChange={set("objective")}>
              <option value="">Choose an objective</option>
              {CAMPAIGN_OBJECTIVES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Target Audience">
            <input
              className="input w-full"
              value={f.targetAudience}
              onChange={set("targetAudience")}
              placeholder="Cozy-mystery listeners, 25-45"
            />
          </Field>
          <Field label="Budget ($)">
            <input
              className="input w-full"
              type="number"
              step="0.01"
              min="0"
              value={f.budget}
              onChange={set("budget")}
              placeholder="250"
            />
          </Field>
          <Field label="Start Date">
            <input className="input w-full" type="datetime-local" value={f.startDate} onChange={set("startDate")} />
          </Field>
          <Field label="End Date">
            <input className="input w-full" type="datetime-local" value={f.endDate} onChange={set("endDate")} />
          </Field>
        </div>
        <Field label="Description">
          <textarea
            className="textarea w-full"
            rows={2}
            value={f.description}
            onChange={set("description")}
            placeholder="What this campaign should achieve"
          />
        </Field>
        <fieldset className="fieldset py-1">
          <legend className="fieldset-legend py-1 text-sm">Channels</legend>
          <div className="max-h-48 space-y-2 overflow-auto rounded-box border border-base-300 p-2">
            {PLATFORM_CATEGORIES.map((cat) => (
              <div key={cat.name}>
                <div className="text-xs font-semibold text-base-content/60">{cat.name}</div>
                <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
                  {cat.platforms.map((p) => (
                    <label key={p.name} className="label gap-2 text-sm text-base-content">
                      <input
                        type="checkbox"
                        className="checkbox checkbox-sm"
                        checked={channels.includes(p.name)}
                        onChange={(e) =>
                          setChannels((c) => (e.target.checked ? [...c, p.name] : c.filter((x) => x !== p.name)))
                        }
                      />
                      {p.name}
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <FormError error={create.error} />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!ready || create.isPending}>
            {create.isPending ? "Creating..." : "Create Campaign"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
