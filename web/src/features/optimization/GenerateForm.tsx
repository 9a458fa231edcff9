import { Sparkles } from "lucide-react";
import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, missingInformation, Select, TextArea, useKitForm } from "../ui";
import { CONTENT_TYPES, SUGGESTION_TYPES, useGenerate } from "./api";

type Values = { originalContent: string; contentType: string; suggestionType: string };
const EMPTY: Values = { originalContent: "", contentType: "", suggestionType: "" };

/** Paste content, say what it is and what to improve; the suggestions appear under Suggestions. */
export function GenerateForm({ onDone }: { onDone: () => void }) {
  const generate = useGenerate();
  const form = useKitForm<Values>({ defaultValues: EMPTY });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const save = async (v: Values) => {
    try {
      const r = await generate.mutateAsync(v);
      toast({
        title: "Suggestions Ready",
        description: `${r.suggestions.length} suggestion${r.suggestions.length === 1 ? "" : "s"} (reading ease ${r.analysis.readability}).`,
      });
      form.reset(EMPTY);
      onDone();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };
  const missing = missingInformation("Please provide content, select content type and suggestion type.");
  return (
    <form noValidate onSubmit={form.handleSubmit(save, missing)} aria-label="Generate suggestions" className="space-y-2">
      <Field label="Content" required error={errors.originalContent}>
        <TextArea
          rows={6}
          placeholder={'Paste a pitch, post or email. For emails, start with "Subject: ..."'}
          {...register("originalContent", {
            validate: (x) =>
              x.trim() === "" ? "Paste the content to improve" : x.length > 20_000 ? "At most 20,000 characters" : true,
          })}
        />
      </Field>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field label="Content Type" required error={errors.contentType}>
          <Select {...register("contentType", { required: "Select a content type" })}>
            <option value="">Select content type</option>
            {CONTENT_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Optimization Goal" required error={errors.suggestionType}>
          <Select {...register("suggestionType", { required: "Select what to improve" })}>
            <option value="">Select suggestion type</option>
            {SUGGESTION_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <FormError error={errors.root?.server} />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          <Sparkles className="size-4" aria-hidden /> {isSubmitting ? "Analyzing..." : "Generate Suggestions"}
        </button>
      </div>
    </form>
  );
}
