import { useState, type FormEvent } from "react";
import { toast } from "../toast/toast";
import { useSaveAudiobook, type Audiobook } from "./api";
import { AUDIENCE_LABELS, SALES_PLATFORMS } from "./format";
import { Field, FormError, Modal } from "../ui/FormDialog";

interface FormState {
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
}

const fromBook = (b?: Audiobook): FormState => ({
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

/** Add Audiobook (no `book`) or Edit Audiobook. Add is disabled until title, author and genre are filled, or while saving. */
export function AudiobookDialog({ book, onClose }: { book?: Audiobook; onClose: () => void }) {
  const [f, setF] = useState<FormState>(() => fromBook(book));
  const save = useSaveAudiobook();
  const set = (k: keyof FormState) => (e: { target: { value: string } }) =>
    setF((s) => ({ ...s, [k]: e.target.value }));
  const ready = !!(f.title.trim() && f.author.trim() && f.genre.trim());
  const platforms = [...new Set([...SALES_PLATFORMS, ...f.salesPlatforms])];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || save.isPending) return;
    const seriesBook = parseInt(f.seriesBook, 10);
    const duration = parseInt(f.duration, 10);
    save.mutate(
      {
        id: book?.id,
        body: {
          title: f.title.trim(),
          author: f.author.trim(),
          genre: f.genre.trim(),
          description: f.description.trim(),
          targetAudience: f.targetAudience || null,
          price: f.price.trim() || null,
          series: f.series.trim() || null,
          seriesBook: Number.isNaN(seriesBook) ? null : seriesBook,
          duration: Number.isNaN(duration) ? null : duration,
          salesPlatforms: f.salesPlatforms,
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
      },
    );
  };

  return (
    <Modal title={book ? "Edit Audiobook" : "Add Audiobook"} onClose={onClose} wide>
      <form onSubmit={submit} noValidate>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Title *">
            <input
              className="input w-full"
              value={f.title}
              onChange={set("title")}
              placeholder="The Quiet Shore"
              autoFocus
            />
          </Field>
          <Field label="Author *">
            <input className="input w-full" value={f.author} onChange={set("author")} placeholder="Your pen name" />
          </Field>
          <Field label="Genre *">
            <input
              className="input w-full"
              value={f.genre}
              onChange={set("genre")}
              placeholder="Mystery, Fantasy, Memoir…"
            />
          </Field>
          <Field label="Target Audience">
            <select className="select w-full" value={f.targetAudience} onChange={set("targetAudience")}>
              <option value="">Not set</option>
              {Object.entries(AUDIENCE_LABELS).map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Price ($)">
            <input
              className="input w-full"
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              value={f.price}
              onChange={set("price")}
              placeholder="14.99"
            />
          </Field>
          <Field label="Duration (minutes)">
            <input
              className="input w-full"
              type="number"
              step="1"
              min="0"
              inputMode="numeric"
              value={f.duration}
              onChange={set("duration")}
              placeholder="485"
            />
          </Field>
          <Field label="Series">
            <input className="input w-full" value={f.series} onChange={set("series")} placeholder="Shore Trilogy" />
          </Field>
          <Field label="Book # in Series">
            <input
              className="input w-full"
              type="number"
              step="1"
              min="1"
              inputMode="numeric"
              value={f.seriesBook}
              onChange={set("seriesBook")}
              placeholder="1"
            />
          </Field>
        </div>
        <Field label="Description">
          <textarea
            className="textarea w-full"
            rows={3}
            value={f.description}
            onChange={set("description")}
            placeholder="One or two lines about the book"
          />
        </Field>
        <fieldset className="fieldset py-1">
          <legend className="fieldset-legend py-1 text-sm">Sales Platforms</legend>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-4">
            {platforms.map((p) => (
              <label key={p} className="label gap-2 text-sm text-base-content">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={f.salesPlatforms.includes(p)}
                  onChange={(e) =>
                    setF((s) => ({
                      ...s,
                      salesPlatforms: e.target.checked
                        ? [...s.salesPlatforms, p]
                        : s.salesPlatforms.filter((x) => x !== p),
                    }))
                  }
                />
                {p}
              </label>
            ))}
          </div>
        </fieldset>
        <FormError error={save.error} />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!ready || save.isPending}>
            {save.isPending ? "Saving..." : book ? "Save Changes" : "Add Audiobook"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
