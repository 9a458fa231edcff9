/** The benches' common data: a fresh owner's token and the same 100 tasks, created through the API of a running binary. */
export async function signInAndSeedTasks(base: string): Promise<string> {
  const { token } = (await (await fetch(`${base}/api/auth/login`, { method: "POST" })).json()) as { token: string };
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${base}/api/tasks`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ title: `Benchmark task ${i}`, priority: ["low", "medium", "high"][i % 3], dueDate: "2031-05-01" }),
    });
    if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
  }
  return token;
}
