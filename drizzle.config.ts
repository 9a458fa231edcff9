import { defineConfig } from "drizzle-kit";

// One schema file per domain; drizzle-kit diffs them all into migrations/.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/modules/*/schema.ts",
  out: "./migrations",
});
