import { closeSync, openSync, writeSync } from "node:fs";

/** Lets the event loop answer waiting requests: stream chunks that are already buffered resolve as microtasks. */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes a stream to a file (mode 0600), handing the thread back to the server between chunks, so zipping or
 * encrypting a large backup never holds requests up for more than one chunk's work.
 */
export async function writeStreamYielding(stream: ReadableStream<Uint8Array>, file: string) {
  const fd = openSync(file, "w", 0o600);
  try {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      writeSync(fd, value);
      await yieldToRequests();
    }
  } finally {
    closeSync(fd);
  }
}

/** Bun reads files in pieces of up to 512 kB; deflating or encrypting one of those at once holds the thread too long. */
export const SMALL_CHUNK = 64 * 1024;
export function smallChunks(stream: ReadableStream<Uint8Array>, size = SMALL_CHUNK): ReadableStream<Uint8Array> {
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        for (let at = 0; at < chunk.length; at += size) controller.enqueue(chunk.subarray(at, at + size));
      },
    }),
  );
}
