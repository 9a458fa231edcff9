import { useState, type FormEvent } from "react";
import {
  ACTIVITY_CHANNELS,
  ACTIVITY_TYPES,
  activityTypeLabel,
  type ActivityType,
} from "../../../../src/modules/promotion/catalog";
import { Field, FormError, Modal } from "../ui/FormDialog";
import { toast } from "../toast/toast";
import { useCreateActivity } from "./api";

/** Add Activity for the current campaign. Choosing a type resets the channel to that type's first platform and limits the choices. */
export function ActivityDialog({ campaign, onClose }: { campaign: { id: number; name: string }; onClose: () => void }) {
  const [f, setF] = useState({
    title: "",
    type: "" as ActivityType | "",
    channel: "",
    description: "",
    content: "",
    scheduledDate: "",
    budget: "",
  });
  const create = useCreateActivity();
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((s) => ({ ...s, [k]: e.target.value }));
  const channels: readonly string[] = f.type ? ACTIVITY_CHANNELS[f.type] : [];
  const ready = !!(f.title.trim() && f.type && f.channel);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || create.isPending) return;
    create.mutate(
      {
        title: f.title.trim(),
        type: f.type,
        channel: f.channel,
        description: f.description.trim(),
        content: f.content.trim(),
        scheduledDate: f.scheduledDate || null,
        budget: f.budget.trim() || null,
        campaignId: campaign.id,
      },
      {
        onSuccess: (a) => {
          toast({ title: "Activity Added", description: `"${a.title}" on ${a.channel}` });
          onClose();
        },
      },
    );
  };

  return (
    <Modal title="Add Activity" onClose={onClose}>
      <p className="-mt-2 mb-2 text-sm text-base-content/70">
        Campaign <strong>{campaign.name}</strong>
      </p>
      <form onSubmit={submit} noValidate>
        <Field label="Title *">
          <input
            className="input w-full"
            value={f.title}
            onChange={set("title")}
            placeholder="Narrator clip for chapter one"
            autoFocus
          />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Type *">
            <select
              className="select w-full"
              value={f.type}
              onChange={(e) => {
                const type = e.target.value as ActivityType | "";
                setF((s) => ({ ...s, type, channel: type ? ACTIVITY_CHANNELS[type][0] : "" }));
              }}
            >
              <option value="">Choose a type</option>
              {ACTIVITY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {activityTypeLabel(t)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Channel *">
            <select className="select w-full" value={f.channel} onChange={set("channel")} disabled={!f.type}>
              {!f.type && <option value="">Choose a type first</option>}
              {channels.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Scheduled Date">
            <input
              className="input w-full"
              type="datetime-local"
              value={f.scheduledDate}
              onChange={set("scheduledDate")}
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
              placeholder="40"
            />
          </Field>
        </div>
        <Field label="Description">
          <input
            className="input w-full"
            value={f.description}
            onChange={set("description")}
            placeholder="What happens and why"
          />
        </Field>
        <Field label="Content">
          <textarea
            className="textarea w-full"
            rows={3}
            value={f.content}
            onChange={set("content")}
            placeholder="Post copy, e-mail text, talking points…"
          />
        </Field>
        <FormError error={create.error} />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!ready || create.isPending}>
            {create.isPending ? "Adding..." : "Add Activity"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
