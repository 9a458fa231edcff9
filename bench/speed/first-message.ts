/**
 * The assistant's first message after a start, sent as soon as the health check answers (the server loads the rest
 * of the app, then the assistant's engine, while it waits): milliseconds from the health check's answer to the reply.
 * Later messages take a few milliseconds; the first paid for loading and compiling the sentence templates.
 */
export const FIRST_MESSAGE = "add task call the radio station tomorrow";

export async function firstMessageMs(base: string, token: string, healthAnsweredAt: number): Promise<number> {
  const res = await fetch(`${base}/api/ai/process`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ message: FIRST_MESSAGE }),
  });
  const reply = (await res.json()) as { message?: string };
  if (res.status !== 200 || !/added task/i.test(reply.message ?? ""))
    throw new Error(`the first message was answered ${res.status}: ${JSON.stringify(reply)}`);
  return performance.now() - healthAnsweredAt;
}
