import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError } from "../../lib/api";
import { toast } from "../toast/toast";
import { CATEGORIES, splitTags, useSaveDoc, type DocInput, type FullDoc } from "./api";

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function DocForm({ editing, onDone }: { editing?: FullDoc; onDone: () => void }) {
  const [form, setForm] = useState({
    title: editing?.title ?? "",
    content: editing?.content ?? "",
    category: (editing?.category ?? "general") as DocInput["category"],
    tags: editing?.tags.join(", ") ?? "",
    source: editing?.source ?? "",
    citation: editing?.citation ?? "",
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveDoc();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const set = (k: keyof typeof form, v: string) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!form.title.trim()) return setError("Title is required");
    if (!form.content.trim()) return setError("Content is required");
    try {
      const saved = await save.mutateAsync({ id: editing?.id, input: { ...form, tags: splitTags(form.tags) } });
      toast({
        title: editing ? "Document Updated" : "Document Added",
        description: `${saved.title} is in your knowledge base.`,
      });
      onDone();
    } catch (err) {
      setError(err instanceof ApiError ? err.userMessage : "Could not save the document. Please try again.");
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? "Edit document" : "Add document"} className="space-y-3">
      {error && (
        <div role="alert" className="alert alert-error py-2 text-sm">
          {error}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="sm:col-span-2">
          <span className="mb-1 block text-sm font-medium">Title *</span>
          <input
            ref={first}
            className="input input-bordered w-full"
            value={form.title}
            onChange={(e) => set("title", e.target.value)}
            placeholder="e.g. Splits for the EP"
          />
        </label>
        <label>
          <span className="mb-1 block text-sm font-medium">Category *</span>
          <select
            className="select select-bordered w-full"
            value={form.category}
            onChange={(e) => set("category", e.target.value)}
          >
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {cap(c)}
              </option>
            ))}
          </select>
        </label>
        <label className="sm:col-span-3">
          <span className="mb-1 block text-sm font-medium">Content *</span>
          <textarea
            className="textarea textarea-bordered w-full"
            rows={editing ? 14 : 6}
            value={form.content}
            onChange={(e) => set("content", e.target.value)}
          />
        </label>
        <label className="sm:col-span-3">
          <span className="mb-1 block text-sm font-medium">Tags</span>
          <input
            className="input input-bordered w-full"
            value={form.tags}
            onChange={(e) => set("tags", e.target.value)}
            placeholder="Comma-separated, e.g. royalties, publishing"
          />
        </label>
        <label>
          <span className="mb-1 block text-sm font-medium">Source</span>
          <input
            className="input input-bordered w-full"
            value={form.source}
            onChange={(e) => set("source", e.target.value)}
            placeholder="Where it came from"
          />
        </label>
        <label className="sm:col-span-2">
          <span className="mb-1 block text-sm font-medium">Citation</span>
          <input
            className="input input-bordered w-full"
            value={form.citation}
            onChange={(e) => set("citation", e.target.value)}
            placeholder="Book, article, link or law"
          />
        </label>
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? "Saving..." : editing ? "Save Changes" : "Add Document"}
        </button>
      </div>
    </form>
  );
}
