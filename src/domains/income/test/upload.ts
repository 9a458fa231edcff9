import type { TestServer } from "../../../test/harness";

/** Drops a file on POST /api/imports as a browser would (multipart form), optionally with a format or mapping. */
export async function upload(
  server: TestServer,
  bytes: Uint8Array | string,
  name: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], name));
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const res = await fetch(`${server.url}/api/imports`, {
    method: "POST",
    headers: { authorization: `Bearer ${server.token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** Preview then commit; returns the committed import. */
export async function importFile(
  server: TestServer,
  bytes: Uint8Array | string,
  name: string,
  extra: Record<string, string> = {},
) {
  const preview = await upload(server, bytes, name, extra);
  if (preview.status !== 201) throw new Error(`preview ${preview.status}: ${JSON.stringify(preview.body)}`);
  const commit = await server.request("POST", `/api/imports/${preview.body.id}/commit`);
  if (commit.status !== 200) throw new Error(`commit ${commit.status}: ${JSON.stringify(commit.body)}`);
  return { preview: preview.body, committed: commit.body };
}
