import { applyServerErrors, Field, FormError, Input, Select, useKitForm } from "../ui";
import { PRIORITIES, type TaskFields, type TaskPriority } from "./api";

type Values = { title: string; priority: TaskPriority; dueDate: string; category: string };

/**
 * Add or edit a task (the reference form for the UI kit: react-hook-form + Field + the server's 422 on its field).
 * `onSubmit` returns the mutation's promise so a server error lands on the right field; the add form clears itself.
 */
export function TaskForm({
  initial,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: Partial<TaskFields>;
  label: string;
  submitLabel: string;
  onSubmit: (fields: TaskFields) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useKitForm<Values>({
    defaultValues: {
      title: initial?.title ?? "",
      priority: initial?.priority ?? "medium",
      dueDate: initial?.dueDate ?? "",
      category: initial?.category ?? "",
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSubmit({
        title: v.title.trim(),
        priority: v.priority,
        dueDate: v.dueDate || null,
        category: v.category.trim() || null,
        description: initial?.description ?? null,
      });
      if (!initial) form.reset();
    } catch (e) {
      applyServerErrors(form, e);
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={label}
      className="grid items-start gap-x-2 sm:grid-cols-[1fr_8rem_10rem_8rem]"
    >
      <Field label="Task title" required error={errors.title}>
        <Input
          className="input-sm"
          placeholder="e.g. Send stems to the mixer"
          {...register("title", { validate: (t) => t.trim() !== "" || "Title is required" })}
        />
      </Field>
      <Field label="Priority">
        <Select className="select-sm" {...register("priority")}>
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Due date" error={errors.dueDate}>
        <Input type="date" className="input-sm" {...register("dueDate")} />
      </Field>
      <Field label="Category" error={errors.category}>
        <Input className="input-sm" placeholder="music" {...register("category")} />
      </Field>
      <div className="sm:col-span-4">
        <FormError error={errors.root?.server} />
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-xs" aria-hidden />}
            {submitLabel}
          </button>
          {onCancel && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
