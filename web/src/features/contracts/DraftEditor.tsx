import { formatNumber } from "../../lib/format";
import { Copy, Download, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "../toast/toast";
import { applyServerErrors, Dialog, ErrorAlert, Field, FormError, Input, TextArea, useKitForm } from "../ui";
import { downloadText, fileName, useContract, useDeleteDraft, useSaveDraft } from "./api";
import { copyContract } from "./clipboard";

type Values = { name: string; content: string };
const required = (what: string, max: number) => (v: string) =>
  (v.trim() !== "" && v.length <= max) || `${what} is required (at most ${formatNumber(max)} characters)`;

/** A draft in full screen: rename it, edit its text, copy, download, save or delete (asks first). */
export function DraftEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const save = useSaveDraft();
  const remove = useDeleteDraft();
  // Stop watching the draft once it is being deleted, so nothing asks the server for it again.
  const contract = useContract(remove.isPending || remove.isSuccess ? null : id);
  const [confirm, setConfirm] = useState(false);
  const form = useKitForm<Values>({ defaultValues: { name: "", content: "" } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => {
    if (contract.data) form.reset({ name: contract.data.name, content: contract.data.content });
  }, [contract.data, form]);

  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync({ id, name: v.name, content: v.content });
      toast({ title: "Draft Saved", description: `${v.name} was saved.` });
      onClose();
    } catch (e) {
      applyServerErrors(form, e);
    }
  });
  const doDelete = async () => {
    try {
      await remove.mutateAsync(id);
      toast({ title: "Draft Deleted", description: `${form.getValues("name")} was deleted.` });
      onClose();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };
  const current = () => form.getValues();

  const actions =
    contract.data &&
    (confirm ? (
      <>
        <span className="mr-auto self-center text-sm">Delete this draft for good?</span>
        <button type="button" className="btn" onClick={() => setConfirm(false)}>
          Keep it
        </button>
        <button type="button" className="btn btn-error" onClick={doDelete} disabled={remove.isPending}>
          Yes, delete
        </button>
      </>
    ) : (
      <>
        <button type="button" className="btn btn-ghost mr-auto text-error" onClick={() => setConfirm(true)}>
          <Trash2 className="size-4" aria-hidden /> Delete
        </button>
        <button type="button" className="btn" onClick={() => copyContract(current().content)}>
          <Copy className="size-4" aria-hidden /> Copy
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => downloadText(current().content, fileName(current().name))}
        >
          <Download className="size-4" aria-hidden /> Download .txt
        </button>
        <button type="submit" form="draft-form" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Draft"}
        </button>
      </>
    ));

  return (
    <Dialog title="Edit Draft Contract" onClose={onClose} closeLabel="Dismiss" full actions={actions}>
      {contract.isLoading ? (
        <div role="status" aria-label="Loading the draft" className="skeleton h-64 w-full" />
      ) : contract.isError ? (
        <ErrorAlert error={contract.error} />
      ) : (
        <form id="draft-form" noValidate onSubmit={submit} aria-label="Draft contract" className="flex h-full flex-col">
          <FormError error={errors.root?.server} />
          <Field label="Name" error={errors.name}>
            <Input {...register("name", { validate: required("Name", 300) })} />
          </Field>
          <Field label="Contract text" error={errors.content} className="flex min-h-0 flex-1 flex-col">
            <TextArea
              className="min-h-[50vh] flex-1 font-mono text-sm leading-relaxed"
              {...register("content", { validate: required("Contract text", 200_000) })}
            />
          </Field>
        </form>
      )}
    </Dialog>
  );
}
