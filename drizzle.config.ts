import { defineConfig } from "drizzle-kit";

// One schema file per platform piece, domain and composer; drizzle-kit diffs them all into migrations/.
export default defineConfig({
  dialect: "sqlite",
  schema: ["./src/platform/*/schema.ts", "./src/domains/*/schema.ts", "./src/composers/*/schema.ts"],
  out: "./migrations",
});
