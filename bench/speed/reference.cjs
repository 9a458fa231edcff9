// The reference: the classic Node stack (Express 5 + better-sqlite3) answering the same list with the same auth check.
// Installed by `make bench` into bench/.cache/reference (not a dependency of Sunshine).
const path = require("node:path");
const modules = path.join(__dirname, "../.cache/reference/node_modules");
const express = require(path.join(modules, "express"));
const Database = require(path.join(modules, "better-sqlite3"));

const [port, dbPath, token] = [Number(process.argv[2]), process.argv[3], process.argv[4]];
const db = new Database(dbPath, { readonly: true });
const page = db.prepare("SELECT * FROM tasks ORDER BY id LIMIT 50");
const total = db.prepare("SELECT count(*) AS n FROM tasks");
const app = express();
app.get("/api/health", (_req, res) => res.json({ status: "ok" }));
app.get("/api/tasks", (req, res) => {
  if (req.get("authorization") !== `Bearer ${token}`) return res.status(401).json({ error: "Not signed in" });
  res.set("x-total-count", String(total.get().n));
  res.json(page.all());
});
app.listen(port, "127.0.0.1", () => console.log("reference listening"));
