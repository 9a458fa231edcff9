// The floor: the least a Bun binary built like Sunshine can do for the same request. One Elysia app, the list read
// straight from bun:sqlite with a statement prepared once. Sunshine's figures are read against it in the same run.
import { Database } from "bun:sqlite";
import { Elysia } from "elysia";

const [port, dbPath] = [Number(process.argv[2]), process.argv[3]!];
const db = new Database(dbPath, { readonly: true });
const page = db.query("SELECT * FROM tasks ORDER BY id LIMIT 50");
const total = db.query("SELECT count(*) AS n FROM tasks");

new Elysia()
  .get("/api/health", () => ({ status: "ok" }))
  .get("/api/tasks", ({ set }) => {
    set.headers["x-total-count"] = String((total.get() as { n: number }).n);
    return page.all();
  })
  .listen({ hostname: "127.0.0.1", port, reusePort: false });
console.log("floor listening");
