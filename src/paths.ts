import { join } from "node:path";

// A compiled binary keeps its embedded folders under /$bunfs/root (the entry's folder);
// from source they sit one level above src/. Everything that reads embedded files goes through here.
const compiled = import.meta.dir.startsWith("/$bunfs") || import.meta.dir.includes("~BUN");
export const appRoot = compiled ? import.meta.dir : join(import.meta.dir, "..");
export const migrationsDir = join(appRoot, "migrations");
export const webDir = join(appRoot, "public");
export const isCompiled = compiled;
