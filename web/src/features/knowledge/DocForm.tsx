import { formatNumber } from "../../lib/format";
import { useEffect } from "react";
import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, Input, Select, TextArea, useKitForm } from "../ui";
import { CATEGORIES, splitTags, useSaveDoc, type DocInput, type FullDoc } from "./api";

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
type Values = { title: string; content: string; category: DocInput["category"]; tags: string; source: string; citation: string };

const required = (what: string) => (v: string) => v.trim() !== "" || `${what} is required`;
const atMost = (what: string, max: number) => (v: string) =>
  v.length <= max || `${what} must be at most ${formatNumber(max)} characters`;

/** Add a document, or edit one (inside its reading view). Rules mirror the server's; its 422s land on the field. */
export function DocForm({ editing, onDone }: { editing?: FullDoc; onDone: () => void }) {
  const save = useSaveDoc();
  const form = useKitForm<Values>({
    defaultValues: {
      title: editing?.title ?? "",
      content: editing?.content ?? "",
      category: (editing?.category ?? "general") as DocInput["category"],
      tags: editing?.tags.join(", ") ?? "",
      source: editing?.source ?? "",
      citation: editing?.citation ?? "",
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  // The form appears on a click (Add Document, Edit): start typing straight away.
  useEffect(() => form.setFocus("title"), [form]);

  const submit = form.handleSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync({ id: editing?.id, input: { ...v, tags: splitTags(v.tags) } });
      toast({
        title: editing ? "Document Updated" : "Document Added",
        description: `${saved.title} is in your knowledge base.`,
      });
      onDone();
    } catch (e) {
      applyServerErrors(form, e);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? "Edit document" : "Add document"} className="space-y-2">
      <div className="grid gap-x-3 sm:grid-cols-3">
        <Field label="Title" required error={errors.title} className="sm:col-span-2">
          <Input
            placeholder="e.g. Splits for the EP"
            {...register("title", { validate: { required: required("Title"), max: atMost("Title", 300) } })}
          />
        </Field>
        <Field label="Category" required error={errors.category}>
          <Select {...register("category")}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {cap(c)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Content" required error={errors.content} className="sm:col-span-3">
          <TextArea
            rows={editing ? 14 : 6}
            {...register("content", { validate: { required: required("Content"), max: atMost("Content", 200_000) } })}
          />
        </Field>
        <Field label="Tags" error={errors.tags} className="sm:col-span-3">
          <Input placeholder="Comma-separated, e.g. royalties, publishing" {...register("tags")} />
        </Field>
        <Field label="Source" error={errors.source}>
          <Input placeholder="Where it came from" {...register("source", { validate: atMost("Source", 500) })} />
        </Field>
        <Field label="Citation" error={errors.citation} className="sm:col-span-2">
          <Input
            placeholder="Book, article, link or law"
            {...register("citation", { validate: atMost("Citation", 2000) })}
          />
        </Field>
      </div>
      <FormError error={errors.root?.server} />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : editing ? "Save Changes" : "Add Document"}
        </button>
      </div>
    </form>
  );
}
