import { integer, text } from "drizzle-orm/sqlite-core";

// Shared column helpers so every domain table stores ids and timestamps the same way (ISO 8601 text).
export const id = () => integer("id").primaryKey({ autoIncrement: true });
export const createdAt = () =>
  text("created_at")
    .notNull()
    .$defaultFn(() => new Date().toISOString());
export const updatedAt = () =>
  text("updated_at")
    .notNull()
    .$defaultFn(() => new Date().toISOString())
    .$onUpdateFn(() => new Date().toISOString());
