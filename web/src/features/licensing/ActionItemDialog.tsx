import { toast } from "../toast/toast";
import { applyServerErrors, Dialog, Field, FormActions, FormError, Input, Select, TextArea, useKitForm } from "../ui";
import { saveActionItem, useSave, type ActionItem } from "./api";
import { human, PRIORITIES } from "./labels";

type Values = { title: string; description: string; priority: string; dueDate: string; notes: string };

/** Add Action Item / Edit Action Item (title required). */
export function ActionItemDialog({ item, onClose }: { item?: ActionItem; onClose: () => void }) {
  const form = useKitForm<Values>({
    defaultValues: {
      title: item?.title ?? "",
      description: item?.description ?? "",
      priority: item?.priority ?? "medium",
      dueDate: item?.dueDate?.slice(0, 10) ?? "",
      notes: item?.notes ?? "",
    },
  });
  const { register, formState: { errors } } = form;
  const save = useSave(saveActionItem);
  const title = form.watch("title");
  const submit = form.handleSubmit((v) =>
    save.mutate(
      { id: item?.id, body: { ...v, title: v.title.trim(), dueDate: v.dueDate || null } },
      {
        onSuccess: (saved) => {
          toast({ title: item ? "Action Item Updated" : "Action Item Added", description: saved.title });
          onClose();
        },
        onError: (e) => applyServerErrors(form, e),
      },
    ),
  );
  return (
    <Dialog title={item ? "Edit Action Item" : "Add Action Item"} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Field label="Title" required error={errors.title}>
          <Input
            placeholder="Register the new single with your PRO"
            {...register("title", { validate: (v) => v.trim() !== "" || "Title is required" })}
          />
        </Field>
        <Field label="Description" error={errors.description}>
          <TextArea rows={2} {...register("description")} />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Priority" error={errors.priority}>
            <Select {...register("priority")}>
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {human(p)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Due Date" error={errors.dueDate}>
            <Input type="date" {...register("dueDate")} />
          </Field>
        </div>
        <Field label="Notes" error={errors.notes}>
          <Input {...register("notes")} />
        </Field>
        <FormError error={errors.root?.server} />
        <FormActions
          className="modal-action"
          pending={save.isPending}
          disabled={!title.trim()}
          editing={Boolean(item)}
          createLabel="Add Action Item"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
