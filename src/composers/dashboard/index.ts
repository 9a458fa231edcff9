import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { HttpError } from "../../lib/errors";
import { signedInUserId } from "../../platform/auth/guard";
import { getUser } from "../../platform/auth/service";
import { publicProfile, readProfile } from "../../platform/profile/service";
import { dashboardStats } from "./service";
import { dashboardSummary } from "./summary";

export const dashboardModule = ({ db, config }: AppDeps) =>
  new Elysia({ prefix: "/dashboard" })
    .get("/stats", () => dashboardStats(db))
    // The dashboard screen's one request: figures, their computed captions and the upcoming tasks.
    .get("/summary", () => dashboardSummary(db))
    // Opening the app on the dashboard: who is signed in, the profile and the summary in one round trip (sent by
    // index.html before the app's script arrives; each part is exactly what its own route answers).
    .get("/first-screen", (context) => {
      const userId = signedInUserId(context);
      const user = userId ? getUser(db, userId) : undefined;
      if (!user) throw new HttpError(401, "This session's user no longer exists; sign in again");
      return {
        user,
        profile: publicProfile(readProfile(db, config.dataDir)),
        summary: dashboardSummary(db),
      };
    });
