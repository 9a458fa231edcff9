import { formatNumber } from "../../lib/format";
import { Copy, Download } from "lucide-react";
import { applyServerErrors, Dialog, Field, FormError, Input, TextArea, useKitForm } from "../ui";
import { downloadText, fileName, isMultiline, useGenerate, variableLabel, type Contract } from "./api";
import { copyContract } from "./clipboard";

type Values = { variables: Record<string, string> };
const MAX = 20_000;
const atMost = (v: string) => v.length <= MAX || `At most ${formatNumber(MAX)} characters`;

/** The template's variables, pre-filled with its defaults (also shown as placeholders); Generate saves a draft. */
export function GenerateDialog({
  template,
  onClose,
  onGenerated,
}: {
  template: Contract;
  onClose: () => void;
  onGenerated: (r: { name: string; text: string }) => void;
}) {
  const generate = useGenerate();
  const form = useKitForm<Values>({ defaultValues: { variables: { ...template.variables } } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit(async (v) => {
    try {
      const res = await generate.mutateAsync({ id: template.id, variables: v.variables });
      onGenerated({ name: res.draft.name, text: res.generatedContract ?? res.contract });
    } catch (e) {
      // A detail about the whole `variables` object has no field of its own: it shows above the buttons.
      applyServerErrors(form, e, { variables: "root.server" });
    }
  });
  return (
    <Dialog title={`Generate ${template.name}`} onClose={onClose} closeLabel="Dismiss" wide>
      <form noValidate onSubmit={submit} className="space-y-2" aria-label="Contract variables">
        <p className="text-sm text-base-content/80">
          Fill in the details; anything left as it is keeps the default shown.
        </p>
        <div className="grid gap-x-3 sm:grid-cols-2">
          {Object.entries(template.variables).map(([name, def]) => (
            <Field
              key={name}
              label={variableLabel(name)}
              error={errors.variables?.[name]}
              className={isMultiline(name) ? "sm:col-span-2" : ""}
            >
              {isMultiline(name) ? (
                <TextArea rows={3} placeholder={def} {...register(`variables.${name}`, { validate: atMost })} />
              ) : (
                <Input placeholder={def} {...register(`variables.${name}`, { validate: atMost })} />
              )}
            </Field>
          ))}
        </div>
        <FormError error={errors.root?.server} />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? "Generating..." : "Generate"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The generated text (already saved as a draft), with Download and Copy. */
export function ResultDialog({ name, text, onClose }: { name: string; text: string; onClose: () => void }) {
  return (
    <Dialog
      title="Generated Contract"
      onClose={onClose}
      closeLabel="Dismiss"
      wide
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn" onClick={() => downloadText(text, fileName(name))}>
            <Download className="size-4" aria-hidden /> Download .txt
          </button>
          <button type="button" className="btn btn-primary" onClick={() => copyContract(text)}>
            <Copy className="size-4" aria-hidden /> Copy to Clipboard
          </button>
        </>
      }
    >
      <p className="mb-2 text-sm text-base-content/80">Saved as a draft: {name}</p>
      <pre
        className="whitespace-pre-wrap rounded-box bg-base-200 p-4 font-sans text-sm leading-relaxed"
        data-testid="contract-text"
      >
        {text}
      </pre>
    </Dialog>
  );
}
