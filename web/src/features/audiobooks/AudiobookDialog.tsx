import { currencySymbol } from "../../lib/format";
import { toast } from "../toast/toast";
import { applyServerErrors, Checkbox, Dialog, Field, FormActions, FormError, Input, Select, TextArea, useKitForm } from "../ui";
import { useSaveAudiobook, type Audiobook } from "./api";
import { AUDIENCE_LABELS, SALES_PLATFORMS } from "./format";

type Values = {
  title: string;
  author: string;
  genre: string;
  description: string;
  targetAudience: string;
  price: string;
  series: string;
  seriesBook: string;
  duration: string;
  salesPlatforms: string[];
};

const fromBook = (b?: Audiobook): Values => ({
  title: b?.title ?? "",
  author: b?.author ?? "",
  genre: b?.genre ?? "",
  description: b?.description ?? "",
  targetAudience: b?.targetAudience ?? "",
  price: b?.price ?? "",
  series: b?.series ?? "",
  seriesBook: b?.seriesBook ? String(b.seriesBook) : "",
  duration: b?.duration !== null && b?.duration !== undefined ? String(b.duration) : "",
  salesPlatforms: b?.salesPlatforms ?? [],
});


const filled = (label: string) => (v: string) => v.trim() !== "" || `${label} is required`;
const wholeOrEmpty = (label: string, min: number) => (v: string) =>
  v.trim() === "" || (Number.isInteger(Number(v)) && Number(v) >= min) || `${label} must be a whole number of ${min} or more`;
const toInt = (v: string) => (v.trim() === "" ? null : parseInt(v, 10));

/** Add Audiobook (no `book`) or Edit Audiobook. Add stays disabled until title, author and genre are filled. */
export function AudiobookDialog({ book, onClose }: { book?: Audiobook; onClose: () => void }) {
  const form = useKitForm<Values>({ defaultValues: fromBook(book) });
  const { register, formState: { errors } } = form;
  const save = useSaveAudiobook();
  const [title, author, genre] = form.watch(["title", "author", "genre"]);
  const ready = !!(title.trim() && author.trim() && genre.trim());
  const platforms = [...new Set([...SALES_PLATFORMS, ...(book?.salesPlatforms ?? [])])];

  const submit = form.handleSubmit((v) =>
    save.mutate(
      {
        id: book?.id,
        body: {
          title: v.title.trim(),
          author: v.author.trim(),
          genre: v.genre.trim(),
          description: v.description.trim(),
          targetAudience: v.targetAudience || null,
          price: v.price.trim() || null,
          series: v.series.trim() || null,
          seriesBook: toInt(v.seriesBook),
          duration: toInt(v.duration),
          salesPlatforms: v.salesPlatforms || [],
        },
      },
      {
        onSuccess: (saved) => {
          toast({
            title: book ? "Audiobook Updated" : "Audiobook Added",
            description: `"${saved.title}" is ${book ? "saved" : "in your catalogue"}.`,
          });
          onClose();
        },
        onError: (e) => applyServerErrors(form, e),
      },
    ),
  );

  return (
    <Dialog title={book ? "Edit Audiobook" : "Add Audiobook"} onClose={onClose} wide>
      <form onSubmit={submit} noValidate>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Title" required error={errors.title}>
            <Input placeholder="The Quiet Shore" {...register("title", { validate: filled("Title") })} />
          </Field>
          <Field label="Author" required error={errors.author}>
            <Input placeholder="Your pen name" {...register("author", { validate: filled("Author") })} />
          </Field>
          <Field label="Genre" required error={errors.genre}>
            <Input placeholder="Mystery, Fantasy, Memoir…" {...register("genre", { validate: filled("Genre") })} />
          </Field>
          <Field label="Target Audience" error={errors.targetAudience}>
            <Select {...register("targetAudience")}>
              <option value="">Not set</option>
              {Object.entries(AUDIENCE_LABELS).map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={`Price (${currencySymbol()})`} error={errors.price}>
            <Input
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              placeholder="14.99"
              {...register("price", {
                validate: (v) =>
                  v.trim() === "" ||
                  (Number.isFinite(Number(v)) && Number(v) >= 0) ||
                  "Price cannot be negative",
              })}
            />
          </Field>
          <Field label="Duration (minutes)" error={errors.duration}>
            <Input
              type="number"
              step="1"
              min="0"
              inputMode="numeric"
              placeholder="485"
              {...register("duration", { validate: wholeOrEmpty("Duration", 0) })}
            />
          </Field>
          <Field label="Series" error={errors.series}>
            <Input placeholder="Shore Trilogy" {...register("series")} />
          </Field>
          <Field label="Book # in Series" error={errors.seriesBook}>
            <Input
              type="number"
              step="1"
              min="1"
              inputMode="numeric"
              placeholder="1"
              {...register("seriesBook", { validate: wholeOrEmpty("Book number", 1) })}
            />
          </Field>
        </div>
        <Field label="Description" error={errors.description}>
          <TextArea placeholder="One or two lines about the book" {...register("description")} />
        </Field>
        <fieldset className="fieldset py-1">
          <legend className="fieldset-legend py-1 text-sm">Sales Platforms</legend>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-4">
            {platforms.map((p) => (
              <Checkbox key={p} label={p} value={p} {...register("salesPlatforms")} />
            ))}
          </div>
        </fieldset>
        <FormError error={errors.root?.server} />
        <FormActions
          className="modal-action"
          pending={save.isPending}
          disabled={!ready}
          editing={!!book}
          createLabel="Add Audiobook"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
