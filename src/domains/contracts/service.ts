import { invalid } from "../../lib/validation";
import { emit } from "../../lib/events";
import { asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound, conflict } from "../../lib/errors";
import { type ContractSummary, musicContracts, type MusicContract } from "./schema";
import { CONTRACT_TEMPLATES } from "./templates";
import { withOwnerDefaults } from "./owner";
import type { UpdateDraftInput } from "./model";

export const DISPLAY_NAMES: Record<string, string> = Object.fromEntries(
  CONTRACT_TEMPLATES.map((t) => [t.type, t.displayName]),
);
/** Text put where a variable has neither a value nor a default, so the gap is visible on paper. */
export const BLANK = "____________________";
const VARIABLE = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

const summary = ({ content: _c, templateKey: _k, ...rest }: MusicContract): ContractSummary => ({
  ...rest,
  displayName: DISPLAY_NAMES[rest.type] ?? rest.type,
});

/** Inserts the built-in templates or refreshes their text; ids stay stable, nothing is duplicated on restart. */
const templatesReady = new WeakSet<Db>();
/**
 * Brings the built-in templates up to date once per open database: after the server has started, or at the first
 * request that needs them, whichever comes first, so a cold start does not wait for it.
 */
export function ensureTemplates(db: Db) {
  if (templatesReady.has(db)) return;
  seedTemplates(db);
  templatesReady.add(db);
}

export function seedTemplates(db: Db) {
  db.transaction((tx) => {
    // One read of the built-in rows instead of one per template: this runs in every start's catch-up, where a query
    // built per template was most of the work (and enough of it to wake the optimising compiler at idle).
    const stored = new Map(
      tx
        .select()
        .from(musicContracts)
        .where(isNotNull(musicContracts.templateKey))
        .all()
        .map((row) => [row.templateKey, row]),
    );
    for (const t of CONTRACT_TEMPLATES) {
      const values = {
        name: t.name,
        description: t.description,
        type: t.type,
        status: "template",
        tags: t.tags,
        variables: t.variables,
        content: t.content,
      };
      const existing = stored.get(t.type);
      if (!existing)
        tx.insert(musicContracts)
          .values({ ...values, templateKey: t.type })
          .run();
      else if (
        existing.content !== t.content ||
        JSON.stringify(existing.variables) !== JSON.stringify(t.variables) ||
        existing.name !== t.name ||
        existing.description !== t.description ||
        JSON.stringify(existing.tags) !== JSON.stringify(t.tags)
      )
        tx.update(musicContracts).set(values).where(eq(musicContracts.id, existing.id)).run();
    }
  });
}

/** Templates (in catalogue order) then drafts (newest first); texts are fetched one by one. */
export function listContracts(db: Db): ContractSummary[] {
  const all = db.select().from(musicContracts).orderBy(asc(musicContracts.id)).all().map(summary);
  const templates = all
    .filter((c) => c.status === "template")
    .map((c) => ({ ...c, variables: withOwnerDefaults(db, c.variables) }));
  return [...templates, ...all.filter((c) => c.status !== "template").reverse()];
}

function find(db: Db, id: number): MusicContract {
  const row = db.select().from(musicContracts).where(eq(musicContracts.id, id)).get();
  if (!row) throw notFound("Contract");
  return row;
}

export function getContract(db: Db, id: number) {
  const row = find(db, id);
  const out = { ...summary(row), content: row.content };
  // A template offers the owner's own names as its defaults (the form shows them pre-filled).
  return row.status === "template" ? { ...out, variables: withOwnerDefaults(db, row.variables) } : out;
}

/** Replaces every {{variable}}: the value given, else the template's default, else a visible blank line. */
export function fillTemplate(content: string, defaults: Record<string, string>, values: Record<string, string> = {}) {
  return content.replace(VARIABLE, (_m, name: string) => {
    const given = values[name]?.trim();
    if (given) return given;
    const fallback = defaults[name]?.trim();
    return fallback || BLANK;
  });
}

function draftName(template: MusicContract, values: Record<string, string>) {
  const who = Object.keys(template.variables)
    .filter((k) => k.endsWith("_name") || k === "partners")
    .map((k) => ({ value: values[k]?.trim(), fallback: template.variables[k] }))
    .filter(({ value, fallback }) => value && value !== fallback)
    .slice(0, 2)
    .map(({ value }) => value!);
  return `${template.name} — ${who.length ? who.join(" & ") : new Date().toISOString().slice(0, 10)}`.slice(0, 300);
}

export function generateContract(db: Db, id: number, values: Record<string, string> = {}) {
  const template = find(db, id);
  if (template.status !== "template")
    throw conflict("Only templates can be generated from; this contract is a draft, edit it instead");
  const defaults = withOwnerDefaults(db, template.variables);
  const generatedContract = fillTemplate(template.content, defaults, values);
  const unknownVariables = Object.keys(values).filter((k) => !(k in template.variables));
  const used = Object.fromEntries(
    Object.keys(template.variables).map((k) => [k, values[k]?.trim() || defaults[k] || ""]),
  );
  const draft = db
    .insert(musicContracts)
    .values({
      name: draftName(template, values),
      description: template.description,
      type: template.type,
      status: "draft",
      tags: template.tags,
      variables: used,
      content: generatedContract,
      templateId: template.id,
    })
    .returning()
    .get();
  emit(db, {
    type: "contract_generated",
    message: `Draft "${draft.name}" generated from the ${DISPLAY_NAMES[template.type] ?? template.type} template`,
    entityType: "music_contract",
    entityId: draft.id,
  });
  return { generatedContract, contract: generatedContract, draft: summary(draft), unknownVariables };
}

function findDraft(db: Db, id: number) {
  const row = find(db, id);
  if (row.status !== "draft")
    throw conflict("Built-in templates cannot be changed; generate a draft from it and edit the draft");
  return row;
}

export function updateDraft(db: Db, id: number, input: UpdateDraftInput) {
  findDraft(db, id);
  const set: Partial<MusicContract> = {};
  if (input.name !== undefined) set.name = input.name.trim();
  if (input.content !== undefined) set.content = input.content.replace(/\r\n/g, "\n");
  if (set.name === "") throw invalid("Name is required");
  if (set.content !== undefined && !set.content.trim()) throw invalid("Contract text is required");
  const row = Object.keys(set).length
    ? db.update(musicContracts).set(set).where(eq(musicContracts.id, id)).returning().get()!
    : find(db, id);
  emit(db, {
    type: "contract_updated",
    message: `Draft "${row.name}" edited and saved`,
    entityType: "music_contract",
    entityId: row.id,
  });
  return { ...summary(row), content: row.content };
}

export function deleteDraft(db: Db, id: number) {
  const row = findDraft(db, id);
  db.delete(musicContracts).where(eq(musicContracts.id, id)).run();
  emit(db, {
    type: "contract_deleted",
    message: `Draft "${row.name}" deleted`,
    entityType: "music_contract",
    entityId: row.id,
  });
  return { deleted: true, id };
}
