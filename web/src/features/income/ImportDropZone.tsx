import { useId, useRef, useState, type DragEvent } from "react";
import { FileUp } from "lucide-react";
import { ApiError } from "../../lib/api";
import { toast } from "../toast/toast";
import { FormError } from "../ui";
import { useCommitImport, useDeleteImport, usePreviewImport, type ImportPreview as Preview } from "./api";
import { ImportPreview } from "./ImportPreview";
import { ContactMappingForm } from "./ContactMappingForm";
import { MappingForm } from "./MappingForm";

const REPORT_HINT =
  "Drop a DistroKid, TuneCore, CD Baby, Bandcamp, KDP, Findaway Voices or ACX report here, as downloaded, or choose it. Any other CSV or Excel file works with a column mapping.";
const REPORT_TYPES =
  ".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The headers of a file Sunshine did not recognise (the server asks for a column mapping). */
const mappingHeaders = (error: unknown): string[] | null => {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return null;
  const ask = error.details.find(
    (d: { field?: string; headers?: unknown }) => d?.field === "mapping" && Array.isArray(d.headers),
  );
  return ask ? (ask.headers as string[]) : null;
};

/**
 * Drop a sales or royalty report (or choose it): the server recognises the format and answers a preview, which is
 * committed or cancelled here. An unknown layout asks which column holds what, once per kind of file.
 */
export function ImportDropZone({
  title = "Import a report",
  hint = REPORT_HINT,
  accept = REPORT_TYPES,
  target,
  compact = false,
  headingLevel = 2,
}: {
  title?: string;
  hint?: string;
  accept?: string;
  /** For address books: where the contacts go (radio or licensing). */
  target?: "radio" | "licensing";
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [over, setOver] = useState(false);
  const run = usePreviewImport();
  const commit = useCommitImport();
  const drop = useDeleteImport();
  const headers = mappingHeaders(run.error);

  const reset = () => {
    setPreview(null);
    setFile(null);
    run.reset();
    if (input.current) input.current.value = "";
  };
  const read = (chosen: File | undefined, mapping?: string, remap?: boolean) => {
    setPreview(null);
    commit.reset();
    if (!chosen) return;
    setFile(chosen);
    run.mutate({ file: chosen, mapping, target, remap }, { onSuccess: setPreview });
  };
  // A file read through a mapping (given now or remembered) can be read with other columns: the form comes back.
  const remap = () => {
    if (preview) drop.mutate(preview.id);
    if (file) read(file, undefined, true);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    read(e.dataTransfer.files[0]);
  };
  const confirm = () =>
    preview &&
    commit.mutate(preview.id, {
      onSuccess: (done) => {
        const noun = done.kind === "contacts" ? "contact" : done.kind === "calendar" ? "event" : "row";
        const imported = done.imported ?? 0;
        toast({
          title: done.kind === "income" ? "Report imported" : "Imported",
          description: `${imported} new ${noun}${imported === 1 ? "" : "s"} (${done.source})${done.duplicates ? `, ${done.duplicates} already known` : ""}.`,
        });
        reset();
      },
    });
  const cancel = () => {
    if (preview) drop.mutate(preview.id);
    reset();
  };

  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-4">
      <Heading id={headingId} className={headingLevel === 2 ? "text-lg font-semibold" : "font-semibold"}>
        {title}
      </Heading>
      {!preview && (
        <div
          data-testid="drop-zone"
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={`mt-3 flex flex-col items-center gap-2 rounded-box border-2 border-dashed ${compact ? "p-4" : "p-8"} text-center ${over ? "border-primary bg-primary/5" : "border-base-300"}`}
        >
          <FileUp className="size-8 text-base-content/60" aria-hidden />
          <p className="text-sm text-base-content/80">{hint}</p>
          <input
            ref={input}
            type="file"
            accept={accept}
            aria-label={target ? "Contacts file" : accept.includes(".ics") ? "Calendar file" : "Report file"}
            className="file-input file-input-sm w-full max-w-xs"
            onChange={(e) => read(e.target.files?.[0])}
          />
          {run.isPending && (
            <p role="status" className="flex items-center gap-2 text-sm">
              <span className="loading loading-spinner loading-sm" aria-hidden /> Reading {file?.name}…
            </p>
          )}
        </div>
      )}
      {headers && file && target ? (
        <ContactMappingForm
          headers={headers}
          busy={run.isPending}
          onCancel={reset}
          onMap={(mapping) => read(file, mapping)}
        />
      ) : headers && file ? (
        <MappingForm headers={headers} busy={run.isPending} onCancel={reset} onMap={(mapping) => read(file, mapping)} />
      ) : (
        <FormError error={run.error} />
      )}
      {preview && (
        <ImportPreview
          preview={preview}
          onRemap={preview.format.startsWith("mapped") ? remap : undefined}
          busy={commit.isPending}
          error={commit.error}
          onCommit={confirm}
          onCancel={cancel}
        />
      )}
    </section>
  );
}
