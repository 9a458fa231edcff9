import type { Config } from "../config";
import type { Db } from "../db/client";
import type { LlmClient } from "./llm";

/** What every module controller is built from. Services take plain values (db, config), never HTTP types. */
export interface AppDeps {
  db: Db;
  config: Config;
  secret: string;
  /** The install's one owner (the users row made at start). */
  owner: { id: number; email: string; name: string; createdAt: string };
  /** Present when an OpenAI-compatible model is configured; otherwise every AI feature uses its offline rules. */
  llm?: LlmClient;
}
