import { AlertTriangle, Eye, Mail, Pencil, Plus, Send, Trash2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { formatDateTime } from "../../lib/format";
import { ConfirmDialog, Skeleton, errorText } from "../ui";
import { Field, Modal } from "../ui/FormDialog";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, PageHeader } from "../ui/Page";
import {
  MERGE_FIELDS,
  unknownFields,
  useCampaignDetail,
  useCampaigns,
  useCreateCampaign,
  useDeleteCampaign,
  useOutreachSettings,
  useSendCampaign,
  useUpdateCampaign,
  type Campaign,
  type RecipientType,
} from "./api";

const TYPE_LABEL: Record<RecipientType, string> = {
  radio: "Radio stations",
  licensing: "Music supervisors",
  custom: "Custom list",
};
const STATUS_BADGE: Record<Campaign["status"], string> = {
  draft: "badge-ghost",
  sending: "badge-warning",
  sent: "badge-success",
  completed: "badge-success",
};
const EMPTY = { name: "", subject: "", template: "", recipientType: "radio" as RecipientType, customRecipients: "" };
const SAMPLE =
  "Hi {{name}},\n\nI'm {{senderName}}, an independent artist. I think my new single would fit {{station}}'s programming…\n\nThanks for listening!\n{{senderName}}";

function CampaignForm({ onDone, editing }: { onDone: () => void; editing?: Campaign }) {
  const [form, setForm] = useState(() =>
    editing
      ? {
          name: editing.name,
          subject: editing.subject,
          template: editing.template,
          recipientType: editing.recipientType,
          customRecipients: editing.customRecipients.join("\n"),
        }
      : EMPTY,
  );
  const createMutation = useCreateCampaign();
  const updateMutation = useUpdateCampaign();
  const create = editing ? updateMutation : createMutation;
  const templateRef = useRef<HTMLTextAreaElement>(null);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const unknown = unknownFields(form.subject, form.template);
  const insert = (field: string) => {
    const el = templateRef.current;
    const token = `{{${field}}}`;
    const at = el?.selectionStart ?? form.template.length;
    const end = el?.selectionEnd ?? at;
    setForm((f) => ({ ...f, template: f.template.slice(0, at) + token + f.template.slice(end) }));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name: form.name,
      subject: form.subject,
      template: form.template,
      recipientType: form.recipientType,
      ...(form.recipientType === "custom" ? { customRecipients: form.customRecipients } : {}),
    };
    const onSuccess = (c: { name: string }) => {
      toast({ title: editing ? "Campaign saved" : "Campaign created", description: `${c.name} is saved as a draft.` });
      setForm(EMPTY);
      onDone();
    };
    if (editing) updateMutation.mutate({ id: editing.id, ...body }, { onSuccess });
    else createMutation.mutate(body, { onSuccess });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className={editing ? "" : "card mb-6 bg-base-100 shadow-sm"}
      aria-label={editing ? "Edit campaign" : "New campaign"}
    >
      <div className={editing ? "flex flex-col gap-3" : "card-body gap-3"}>
        {!editing && <h2 className="card-title text-lg">New Campaign</h2>}
        {create.error && <ErrorAlert error={create.error} />}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Campaign Name *">
            <input
              className="input w-full"
              value={form.name}
              onChange={set("name")}
              placeholder="Fall single radio push"
              autoFocus={!editing}
            />
          </Field>
          <Field label="Subject *">
            <input
              className="input w-full"
              value={form.subject}
              onChange={set("subject")}
              placeholder="New single for {{station}}"
            />
          </Field>
        </div>
        <fieldset className="fieldset py-0">
          <legend className="fieldset-legend pb-1 pt-0 text-sm">Recipients</legend>
          <div className="flex flex-wrap gap-4">
            {(["radio", "licensing", "custom"] as const).map((t) => (
              <label key={t} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name={editing ? `recipientType-${editing.id}` : "recipientType"}
                  value={t}
                  checked={form.recipientType === t}
                  onChange={() => setForm((f) => ({ ...f, recipientType: t }))}
                />
                {TYPE_LABEL[t]}
              </label>
            ))}
          </div>
        </fieldset>
        {form.recipientType === "custom" && (
          <Field label="Custom recipients" hint="One per line or comma-separated, e.g. Jane Doe <jane@label.com>">
            <textarea
              className="textarea w-full"
              rows={3}
              value={form.customRecipients}
              onChange={set("customRecipients")}
              placeholder={"jane@label.com\nSam Lee <sam@blog.net>"}
            />
          </Field>
        )}
        <Field
          label="Email Template *"
          hint={
            <span className="flex flex-wrap items-center gap-1">
              Insert:
              {MERGE_FIELDS.map((f) => (
                <button
                  key={f}
                  type="button"
                  className="btn btn-xs btn-ghost font-mono"
                  onClick={() => insert(f)}
                >{`{{${f}}}`}</button>
              ))}
              {!form.template && (
                <button
                  type="button"
                  className="btn btn-xs btn-link"
                  onClick={() => setForm((f) => ({ ...f, template: SAMPLE }))}
                >
                  Use sample
                </button>
              )}
            </span>
          }
        >
          <textarea
            ref={templateRef}
            className="textarea w-full font-mono text-sm"
            rows={7}
            value={form.template}
            onChange={set("template")}
            placeholder="Hi {{name}}, …"
          />
        </Field>
        {unknown.length > 0 && (
          <div role="alert" className="alert alert-warning text-sm">
            <AlertTriangle className="size-4" aria-hidden />
            <span>
              Unknown merge field{unknown.length > 1 ? "s" : ""}: {unknown.map((f) => `{{${f}}}`).join(", ")}. Fix
              before sending.
            </span>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setForm(EMPTY);
              create.reset();
              onDone();
            }}
          >
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {editing
              ? create.isPending
                ? "Saving..."
                : "Save Campaign"
              : create.isPending
                ? "Creating..."
                : "Create Campaign"}
          </button>
        </div>
      </div>
    </form>
  );
}

function CampaignView({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, error, isLoading } = useCampaignDetail(id);
  return (
    <Modal
      title={data ? data.campaign.name : "Campaign"}
      onClose={onClose}
      wide
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      {error ? (
        <ErrorAlert error={error} />
      ) : isLoading || !data ? (
        <div className="skeleton h-40 w-full" />
      ) : (
        <div className="space-y-4 text-sm">
          {data.unknownFields.length > 0 && (
            <div role="alert" className="alert alert-warning">
              <AlertTriangle className="size-4" aria-hidden />
              <span>
                Unknown merge field{data.unknownFields.length > 1 ? "s" : ""}:{" "}
                {data.unknownFields.map((f) => `{{${f}}}`).join(", ")}. Sending is blocked until they are fixed.
              </span>
            </div>
          )}
          <section>
            <h3 className="mb-1 font-semibold">Preview</h3>
            {data.preview ? (
              <div className="rounded-box border border-base-300 bg-base-200/50 p-3" data-testid="campaign-preview">
                <div>
                  <span className="text-base-content/60">To:</span> {data.preview.to}
                </div>
                <div>
                  <span className="text-base-content/60">Subject:</span> {data.preview.subject}
                </div>
                <pre className="mt-2 whitespace-pre-wrap font-sans">{data.preview.text}</pre>
              </div>
            ) : (
              <p className="text-base-content/70">No recipient to preview yet.</p>
            )}
          </section>
          <section>
            <h3 className="mb-1 font-semibold">Recipients ({data.recipients.length})</h3>
            {data.recipientNote && (
              <p className="mb-2 text-base-content/70" data-testid="recipient-note">
                {data.recipientNote}
              </p>
            )}
            <ul
              className="max-h-60 divide-y divide-base-300 overflow-auto rounded-box border border-base-300"
              data-testid="recipient-list"
            >
              {data.recipients.map((r) => (
                <li key={r.email} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0 break-all">
                    {r.label}
                    {!r.label.includes(r.email) && " "}
                    {!r.label.includes(r.email) && <span className="ml-2 text-xs text-base-content/60">{r.email}</span>}
                  </span>
                  {r.status && (
                    <span
                      className={`badge badge-sm ${r.status === "sent" ? "badge-success" : r.status === "failed" ? "badge-error" : "badge-ghost"}`}
                    >
                      {r.status}
                    </span>
                  )}
                  {r.error && <span className="w-full text-xs text-error">{r.error}</span>}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </Modal>
  );
}

function CampaignCard({ c, smtpConfigured }: { c: Campaign; smtpConfigured: boolean }) {
  const [viewing, setViewing] = useState(false);
  const [confirmSend, setConfirmSend] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editing, setEditing] = useState(false);
  const send = useSendCampaign();
  const remove = useDeleteCampaign();
  const pct = c.totalRecipients ? Math.round(((c.sentCount + c.failedCount) / c.totalRecipients) * 100) : 0;
  const doSend = () =>
    send.mutate(c.id, {
      onSuccess: () => {
        setConfirmSend(false);
        toast({
          title: "Sending started",
          description: `${c.name} is going out to ${c.totalRecipients} recipient${c.totalRecipients === 1 ? "" : "s"}.`,
        });
      },
      onError: () => setConfirmSend(false),
    });
  return (
    <article className="card min-w-0 bg-base-100 shadow-sm" data-testid="campaign-card" data-status={c.status}>
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base font-semibold">{c.name}</h3>
          <span className={`badge ${STATUS_BADGE[c.status]}`}>
            {c.status.charAt(0).toUpperCase() + c.status.slice(1)}
          </span>
        </div>
        <p className="truncate text-sm">
          <span className="text-base-content/60">Subject:</span> {c.subject}
        </p>
        <p className="text-sm text-base-content/70">{TYPE_LABEL[c.recipientType]}</p>
        <div className="text-sm" data-testid="campaign-progress">
          <span className="font-semibold">{c.sentCount}</span> / {c.totalRecipients} sent
          {c.failedCount > 0 && (
            <>
              {" "}
              <span className="ml-1 text-error">{c.failedCount} failed</span>
            </>
          )}
        </div>
        {c.status !== "draft" && (
          <progress className="progress progress-primary w-full" value={pct} max={100} aria-label="Sending progress" />
        )}
        {c.finishedAt && <p className="text-xs text-base-content/60">Finished {formatDateTime(c.finishedAt)}</p>}
        {c.unknownFields.length > 0 && (
          <p className="text-xs text-warning">
            Unknown merge field{c.unknownFields.length > 1 ? "s" : ""}:{" "}
            {c.unknownFields.map((f) => `{{${f}}}`).join(", ")}
          </p>
        )}
        {send.error && <ErrorAlert error={send.error} />}
        <div className="mt-1 flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setViewing(true)}>
            <Eye className="size-4" aria-hidden /> View
          </button>
          {c.status === "draft" && (
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden /> Edit
            </button>
          )}
          {c.status === "draft" && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={send.isPending}
              onClick={() => (smtpConfigured ? setConfirmSend(true) : doSend())}
            >
              <Send className="size-4" aria-hidden /> Send
            </button>
          )}
          {c.status !== "sending" && (
            <button
              type="button"
              className="btn btn-sm btn-ghost btn-square ml-auto"
              aria-label={`Delete ${c.name}`}
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          )}
        </div>
      </div>
      {viewing && <CampaignView id={c.id} onClose={() => setViewing(false)} />}
      {editing && (
        <Modal title={`Edit ${c.name}`} onClose={() => setEditing(false)} wide>
          <CampaignForm
            editing={c}
            onDone={() => {
              setEditing(false);
              send.reset(); // the edit may have fixed what made Send fail
            }}
          />
        </Modal>
      )}
      {confirmSend && (
        <Modal
          title={`Send ${c.name}?`}
          onClose={() => setConfirmSend(false)}
          footer={
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirmSend(false)}>
                Cancel
              </button>
              <button type="button" className="btn btn-primary" disabled={send.isPending} onClick={doSend}>
                {send.isPending ? "Starting..." : `Send to ${c.totalRecipients}`}
              </button>
            </>
          }
        >
          <p className="text-sm">
            Each recipient gets a personal copy with the merge fields filled in. Sending runs in the background; you can
            leave this page.
          </p>
        </Modal>
      )}
      {confirmDelete && (
        <ConfirmDialog
          title={`Delete ${c.name}?`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(c.id, {
              onSuccess: () => setConfirmDelete(false),
              onError: (e) => toast({ title: "Delete failed", description: errorText(e), variant: "destructive" }),
            })
          }
        >
          The campaign and its delivery history are removed.
        </ConfirmDialog>
      )}
    </article>
  );
}

export function OutreachPage() {
  const [adding, setAdding] = useState(false);
  const { data, isLoading, error } = useCampaigns();
  const settings = useOutreachSettings();
  return (
    <div>
      <PageHeader
        title="Email Outreach"
        description="Pitch radio stations, music supervisors and your own contacts with personal e-mails."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setAdding((a) => !a)}>
            <Plus className="size-4" aria-hidden /> New Campaign
          </button>
        }
      />
      {settings.data && !settings.data.smtpConfigured && (
        <div role="note" className="alert mb-6 text-sm" data-testid="smtp-hint">
          <Mail className="size-4" aria-hidden />
          <span className="min-w-0 break-words [&_code]:break-all">
            E-mail sending is not set up yet: you can write campaigns now. To send, start Sunshine with{" "}
            <code>SMTP_URL</code> (e.g. <code>smtp://user:password@smtp.example.com:587</code>) and{" "}
            <code>SMTP_FROM</code>.
          </span>
        </div>
      )}
      {adding && <CampaignForm onDone={() => setAdding(false)} />}
      {error ? (
        <ErrorAlert error={error} />
      ) : isLoading ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <Skeleton rows={3} className="h-40" label="Loading" />
        </div>
      ) : !data?.length ? (
        <EmptyState title="No campaigns yet" icon={<Mail className="size-8 text-base-content/40" aria-hidden />}>
          Create a campaign to pitch your music by e-mail.
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.map((c) => (
            <CampaignCard key={c.id} c={c} smtpConfigured={settings.data?.smtpConfigured ?? false} />
          ))}
        </div>
      )}
    </div>
  );
}
