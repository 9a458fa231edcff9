import type { Config } from "../config";
import type { Db } from "../db/client";
import type { User } from "../modules/auth/schema";

/** What every module controller is built from. Services take plain values (db, config), never HTTP types. */
export interface AppDeps {
  db: Db;
  config: Config;
  secret: string;
  owner: User;
}
