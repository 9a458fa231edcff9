import { toast } from "../toast/toast";
import { applyServerErrors, Checkbox, Dialog, Field, FormActions, FormError, Input, Select, TextArea, useKitForm } from "../ui";
import { saveSong, useSave, type Song } from "./api";
import { human, LICENSE_TYPES, SONG_STATUSES, TYPE_LABEL } from "./labels";

type Values = {
  title: string;
  artist: string;
  album: string;
  genre: string;
  description: string;
  promotionStatus: string;
  targetLicenseTypes: string[];
};

const filled = (label: string) => (v: string) => v.trim() !== "" || `${label} is required`;

/** Add Song / Edit Song; Add stays disabled until title and artist are given. */
export function SongDialog({ song, onClose }: { song?: Song; onClose: () => void }) {
  const form = useKitForm<Values>({
    defaultValues: {
      title: song?.title ?? "",
      artist: song?.artist ?? "",
      album: song?.album ?? "",
      genre: song?.genre ?? "",
      description: song?.description ?? "",
      promotionStatus: song?.promotionStatus ?? "not_started",
      targetLicenseTypes: song?.targetLicenseTypes ?? [],
    },
  });
  const { register, formState: { errors } } = form;
  const save = useSave(saveSong);
  const [title, artist] = form.watch(["title", "artist"]);
  const submit = form.handleSubmit((v) =>
    save.mutate(
      {
        id: song?.id,
        body: { ...v, title: v.title.trim(), artist: v.artist.trim(), targetLicenseTypes: v.targetLicenseTypes || [] },
      },
      {
        onSuccess: (s) => {
          toast({ title: song ? "Song Updated" : "Song Added", description: s.title });
          onClose();
        },
        onError: (e) => applyServerErrors(form, e),
      },
    ),
  );
  return (
    <Dialog title={song ? "Edit Song" : "Add Song"} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Title" required error={errors.title}>
            <Input {...register("title", { validate: filled("Title") })} />
          </Field>
          <Field label="Artist" required error={errors.artist}>
            <Input {...register("artist", { validate: filled("Artist") })} />
          </Field>
          <Field label="Album" error={errors.album}>
            <Input {...register("album")} />
          </Field>
          <Field label="Genre" error={errors.genre}>
            <Input placeholder="Indie Folk, EDM, Hip-Hop…" {...register("genre")} />
          </Field>
        </div>
        <Field label="Description (mood, tempo, themes)" error={errors.description}>
          <TextArea rows={2} placeholder="Warm, bittersweet acoustic ballad about leaving home" {...register("description")} />
        </Field>
        <Field label="Promotion Status" error={errors.promotionStatus}>
          <Select {...register("promotionStatus")}>
            {SONG_STATUSES.map((s) => (
              <option key={s} value={s}>
                {human(s)}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset className="fieldset py-1">
          <legend className="fieldset-legend py-1 text-sm">Target License Types</legend>
          <div className="flex flex-wrap gap-3">
            {LICENSE_TYPES.map((t) => (
              <Checkbox key={t} label={TYPE_LABEL[t]} value={t} {...register("targetLicenseTypes")} />
            ))}
          </div>
        </fieldset>
        <FormError error={errors.root?.server} />
        <FormActions
          className="modal-action"
          pending={save.isPending}
          disabled={!(title.trim() && artist.trim())}
          editing={Boolean(song)}
          createLabel="Add Song"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
