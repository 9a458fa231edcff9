import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { toast } from "../toast/toast";
import { errorText } from "./errorText";

/**
 * The one form approach: react-hook-form (uncontrolled inputs via `register`, built-in rules, no re-render per key)
 * plus this adapter for the server's answer. A 422 from the API carries `details: [{ field, message }]`; each detail
 * whose field is in the form lands on that field (shown by <Field error>), anything else becomes the form-level
 * error `errors.root.server` (shown by <FormError>).
 */
export function useKitForm<T extends FieldValues>(options?: UseFormProps<T>): UseFormReturn<T> {
  // Errors appear on submit, then follow each keystroke. Not on blur: a message popping up when focus merely passes
  // through an empty field shifts the layout under the pointer (a click lands on the wrong thing) and scolds too early.
  return useForm<T>({ mode: "onSubmit", reValidateMode: "onChange", ...options });
}

type Detail = { field?: unknown; message?: unknown };

/** "items[0].title" (server) → "items.0.title" (react-hook-form). */
const toFormPath = (field: string) => field.replace(/\[(\d+)\]/g, ".$1");

function hasField(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object" || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * Puts a failed request's message where it belongs. `aliases` maps a server field name to the form's when they
 * differ (e.g. `{ dueDate: "due" }`). Returns true when at least one field got its own message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  aliases: Record<string, string> = {},
): boolean {
  const details = (error as { details?: unknown })?.details;
  const values = form.getValues();
  let placed = 0;
  if (Array.isArray(details)) {
    for (const d of details as Detail[]) {
      if (typeof d?.field !== "string") continue;
      const path = aliases[d.field] ?? toFormPath(d.field);
      if (!hasField(values, path) || form.getFieldState(path as Path<T>).error?.type === "server") continue;
      form.setError(path as Path<T>, { type: "server", message: errorText(d.message) }, { shouldFocus: placed === 0 });
      placed++;
    }
  }
  if (!placed) form.setError("root.server", { type: "server", message: errorText(error) });
  return placed > 0;
}

/**
 * The spec's "Missing Information" toast, for `form.handleSubmit(save, missingInformation("…"))`: the fields show
 * what is wrong; the toast says it once for the whole form.
 */
export const missingInformation = (description: string) => () =>
  toast({ title: "Missing Information", description, variant: "destructive" });
