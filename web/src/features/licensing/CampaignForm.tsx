import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormActions, FormError, Input, Select, useKitForm } from "../ui";
import { saveSyncCampaign, useSave, useSongs, type SyncCampaign } from "./api";
import { currencySymbol, human, LICENSE_TYPES, SYNC_STATUSES, TYPE_LABEL } from "./labels";

type Values = {
  name: string;
  songId: string;
  targetType: string;
  status: string;
  supervisorsTargeted: string;
  responsesReceived: string;
  placementsAchieved: string;
  totalRevenue: string;
  description: string;
};

const fromCampaign = (c?: SyncCampaign): Values => ({
  name: c?.name ?? "",
  songId: c?.songId ? String(c.songId) : "",
  targetType: c?.targetType ?? "film",
  status: c?.status ?? "planning",
  supervisorsTargeted: c ? String(c.supervisorsTargeted) : "",
  responsesReceived: c ? String(c.responsesReceived) : "",
  placementsAchieved: c ? String(c.placementsAchieved) : "",
  totalRevenue: c?.totalRevenue ?? "",
  description: c?.description ?? "",
});

const count = (label: string) => (v: string) =>
  v === "" || (Number.isInteger(Number(v)) && Number(v) >= 0) || `${label} must be a whole number of 0 or more`;

/** New sync campaign / update its figures (targeted, responses, placements, revenue). */
export function CampaignForm({ editing, onDone }: { editing?: SyncCampaign; onDone: () => void }) {
  const form = useKitForm<Values>({ defaultValues: fromCampaign(editing) });
  const { register, formState: { errors } } = form;
  const songs = useSongs();
  const save = useSave(saveSyncCampaign);
  const name = form.watch("name");
  const submit = form.handleSubmit((v) =>
    save.mutate(
      {
        id: editing?.id,
        body: {
          ...v,
          name: v.name.trim(),
          songId: v.songId ? Number(v.songId) : null,
          supervisorsTargeted: v.supervisorsTargeted || null,
          responsesReceived: v.responsesReceived || null,
          placementsAchieved: v.placementsAchieved || null,
          totalRevenue: v.totalRevenue || null,
        },
      },
      {
        onSuccess: (c) => {
          toast({ title: editing ? "Sync Campaign Updated" : "Sync Campaign Created", description: c.name });
          onDone();
        },
        onError: (e) => applyServerErrors(form, e),
      },
    ),
  );
  const number = (key: "supervisorsTargeted" | "responsesReceived" | "placementsAchieved", label: string) => (
    <Field label={label} error={errors[key]}>
      <Input type="number" min="0" step="1" {...register(key, { validate: count(label) })} />
    </Field>
  );
  return (
    <form
      onSubmit={submit}
      className="card mb-4 bg-base-100 shadow-sm"
      aria-label={editing ? "Edit sync campaign" : "New sync campaign"}
      noValidate
    >
      <div className="card-body gap-0 p-4">
        <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Campaign Name" required error={errors.name} className="sm:col-span-2">
            <Input autoFocus {...register("name", { validate: (v) => v.trim() !== "" || "Campaign name is required" })} />
          </Field>
          <Field label="Song" error={errors.songId}>
            <Select {...register("songId")}>
              <option value="">No specific song</option>
              {songs.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Target Type" error={errors.targetType}>
            <Select {...register("targetType")}>
              {LICENSE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABEL[t]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Status" error={errors.status}>
            <Select {...register("status")}>
              {SYNC_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {human(s)}
                </option>
              ))}
            </Select>
          </Field>
          {number("supervisorsTargeted", "Supervisors Targeted")}
          {number("responsesReceived", "Responses Received")}
          {number("placementsAchieved", "Placements Achieved")}
          <Field label={`Total Revenue (${currencySymbol()})`} error={errors.totalRevenue}>
            <Input
              type="number"
              min="0"
              step="0.01"
              {...register("totalRevenue", {
                validate: (v) => v === "" || Number(v) >= 0 || "Total revenue cannot be negative",
              })}
            />
          </Field>
          <Field label="Description" error={errors.description} className="sm:col-span-2 lg:col-span-3">
            <Input {...register("description")} />
          </Field>
        </div>
        <FormError error={errors.root?.server} />
        <FormActions
          pending={save.isPending}
          disabled={!name.trim()}
          editing={Boolean(editing)}
          createLabel="Create Campaign"
          onCancel={onDone}
        />
      </div>
    </form>
  );
}
