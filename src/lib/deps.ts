import type { Config } from "../config";
import type { Db } from "../db/client";
import type { User } from "../modules/auth/schema";
import type { LlmClient } from "./llm";

/** What every module controller is built from. Services take plain values (db, config), never HTTP types. */
export interface AppDeps {
  db: Db;
  config: Config;
  secret: string;
  owner: User;
  /** Present when an OpenAI-compatible model is configured; otherwise every AI feature uses its offline rules. */
  llm?: LlmClient;
}
