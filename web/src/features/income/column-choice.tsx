/** The choices of a "which column holds what?" select: none, then each of the file's columns. */
export function ColumnOptions({ headers }: { headers: string[] }) {
  return (
    <>
      <option value="">—</option>
      {headers.map((h) => (
        <option key={h} value={h}>
          {h}
        </option>
      ))}
    </>
  );
}

/** A mapping as the import sends it: only the fields the person filled in, as JSON. */
export const mappingJson = (values: Record<string, string>) =>
  JSON.stringify(Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim())));
