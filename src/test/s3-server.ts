/**
 * A tiny S3-compatible server on loopback for tests: path-style PUT, GET, HEAD, DELETE and ListObjectsV2 on the
 * buckets it is given, kept in memory. Signatures are not checked; an unknown bucket answers NoSuchBucket like S3.
 */
export function startS3Server(buckets: string[]) {
  const store = new Map<string, Map<string, Uint8Array>>(buckets.map((b) => [b, new Map()]));
  const xml = (body: string, status = 200) =>
    new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
      status,
      headers: { "content-type": "application/xml" },
    });
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      const [, bucketName, ...rest] = url.pathname.split("/");
      const key = decodeURIComponent(rest.join("/"));
      const bucket = store.get(bucketName);
      if (!bucket)
        return xml(
          `<Error><Code>NoSuchBucket</Code><Message>The specified bucket does not exist</Message></Error>`,
          404,
        );
      if (req.method === "GET" && !key) {
        const prefix = url.searchParams.get("prefix") ?? "";
        const items = [...bucket].filter(([k]) => k.startsWith(prefix)).sort(([a], [b]) => a.localeCompare(b));
        const contents = items
          .map(
            ([k, v]) =>
              `<Contents><Key>${escape(k)}</Key><Size>${v.length}</Size><LastModified>${new Date().toISOString()}</LastModified></Contents>`,
          )
          .join("");
        return xml(
          `<ListBucketResult><Name>${bucketName}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${items.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
      }
      if (req.method === "PUT") {
        bucket.set(key, new Uint8Array(await req.arrayBuffer()));
        return new Response(null, { headers: { etag: '"1"' } });
      }
      const object = bucket.get(key);
      if (req.method === "DELETE") {
        bucket.delete(key);
        return new Response(null, { status: 204 });
      }
      if (!object) return xml(`<Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>`, 404);
      if (req.method === "HEAD") return new Response(null, { headers: { "content-length": String(object.length) } });
      return new Response(object as Uint8Array<ArrayBuffer>);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    objects: (bucket: string) => store.get(bucket)!,
    stop: () => server.stop(true),
  };
}
