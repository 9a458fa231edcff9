import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { download } from "../../lib/api";
import { toast } from "../toast/toast";
import { errorText } from "../ui";
import { ImportDropZone } from "./ImportDropZone";

const HINT =
  "Drop a vCard (.vcf) or a Google or Outlook contacts export (.csv); any other CSV works with a column mapping. You see who is new before anything is added; people already here (same e-mail or name) are skipped, and the import can be undone.";

/** Buttons for a contacts screen: import an address book into it, and export it as vCard. */
export function ContactsImportButtons({
  open,
  onToggle,
  target,
  small = false,
}: {
  open: boolean;
  onToggle: () => void;
  target: "radio" | "licensing";
  small?: boolean;
}) {
  const look = `btn btn-outline ${small ? "btn-sm" : ""}`;
  const [busy, setBusy] = useState(false);
  const exportCards = async () => {
    setBusy(true);
    try {
      await download(`/api/contacts.vcf?target=${target}`, `sunshine-${target}.vcf`);
    } catch (e) {
      toast({ title: "Export failed", description: errorText(e), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={look} aria-expanded={open} onClick={onToggle}>
        <Upload className="size-4" aria-hidden /> Import Contacts
      </button>
      <button type="button" className={look} disabled={busy} onClick={() => void exportCards()}>
        <Download className="size-4" aria-hidden /> Export vCard
      </button>
    </>
  );
}

export function ContactsImport({ target, headingLevel = 2 }: { target: "radio" | "licensing"; headingLevel?: 2 | 3 }) {
  return (
    <div className="mb-6">
      <ImportDropZone
        title={target === "radio" ? "Import stations from your contacts" : "Import supervisors from your contacts"}
        hint={HINT}
        accept=".vcf,.csv,text/vcard,text/x-vcard,text/csv"
        target={target}
        headingLevel={headingLevel}
        compact
      />
    </div>
  );
}
