import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { dashboardStats } from "./service";

export const dashboardModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/dashboard" }).get("/stats", () => dashboardStats(db));
