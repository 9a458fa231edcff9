import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, fileAnswer, idParams, ok } from "../../lib/common-model";
import { badFile } from "./formats/common";
import type { ColumnMapping } from "./formats";
import { importAnswer, importBody, importRemovedAnswer, incomeAnswer, incomeQuery, vcardQuery } from "./model";
import { contactTargets } from "./targets";
import { readContactMapping } from "./contact-mapping";
import { HttpError } from "../../lib/errors";
import { commitImport, deleteImport, getImport, importView, listImports, previewImport } from "./service";
import { incomeTotals } from "./totals";

/** The mapping form field: JSON text (or an object) naming a column for each field. */
function readMapping(sent: string | Record<string, string> | undefined): Record<string, string> | undefined {
  if (sent === undefined || (typeof sent === "string" && !sent.trim())) return undefined;
  let value: unknown = sent;
  if (typeof sent === "string")
    try {
      value = JSON.parse(sent);
    } catch {
      throw badFile("The mapping is not JSON text", "mapping");
    }
  const m = value as Record<string, unknown>;
  if (!m || typeof m !== "object" || Array.isArray(m) || Object.values(m).some((v) => typeof v !== "string"))
    throw badFile("The mapping names a column for each field, as text", "mapping");
  return m as Record<string, string>;
}

/** A report's mapping needs its date, title and amount columns. */
function incomeMapping(m: Record<string, string>): ColumnMapping {
  for (const field of ["date", "title", "amount"] as const)
    if (!m[field]?.trim()) throw badFile(`The mapping needs the ${field} column`, "mapping");
  return m as unknown as ColumnMapping;
}

/** /imports (drop a report, an address book or a calendar → preview → commit or undo) and /income (totals per currency by month, source, title, store or country). */
export const incomeModule = (deps: AppDeps) => {
  const { db } = deps;
  return new Elysia({ prefix: "/api" })
    .post(
      "/imports",
      async ({ body, status }) => {
        const bytes = new Uint8Array(await body.file.arrayBuffer());
        const target = body.target?.trim() || undefined;
        // One mapping field for both kinds: with a contacts target it maps contacts, otherwise a report's columns.
        const mapping = readMapping(body.mapping);
        const view = await previewImport(db, {
          bytes,
          fileName: body.file.name ?? "report",
          format: body.format?.trim() || undefined,
          target,
          mapping: mapping && !target ? incomeMapping(mapping) : undefined,
          contactMapping: mapping && target ? readContactMapping(mapping) : undefined,
          remap: body.remap === "true",
        });
        return status(201, view);
      },
      { body: importBody, type: "multipart/form-data", response: created(importAnswer, 413, 422) },
    )
    .get("/imports", () => listImports(db), { response: ok(t.Array(importAnswer)) })
    .get("/imports/:id", ({ params }) => importView(getImport(db, params.id)), {
      params: idParams,
      response: ok(importAnswer, 404, 422),
    })
    .post("/imports/:id/commit", ({ params }) => commitImport(db, params.id), {
      params: idParams,
      response: ok(importAnswer, 404, 409, 422),
    })
    .delete("/imports/:id", ({ params }) => deleteImport(db, params.id), {
      params: idParams,
      response: ok(importRemovedAnswer, 404, 422),
    })
    .get(
      "/contacts.vcf",
      async ({ query }) => {
        const { writeVcards } = await import("./contacts");
        const name = query.target ?? "radio";
        const target = contactTargets.get(name);
        if (!target)
          throw new HttpError(422, `Contacts can come from ${[...contactTargets.keys()].join(" or ")}`, [
            { field: "target", message: "unknown target" },
          ]);
        return new Response(writeVcards(target.list(deps.db)), {
          headers: {
            "content-type": "text/vcard; charset=utf-8",
            "content-disposition": `attachment; filename="sunshine-${name}.vcf"`,
          },
        });
      },
      { query: vcardQuery, response: ok(fileAnswer("The contacts as vCards (text/vcard)"), 422) },
    )
    .get("/income", ({ query }) => incomeTotals(db, { ...query, groupBy: query.groupBy ?? "month" }), {
      query: incomeQuery,
      response: ok(incomeAnswer, 422),
    });
};
