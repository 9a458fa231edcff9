import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { answer, ok } from "../../lib/common-model";
import { HttpError } from "../../lib/errors";
import { signedInUserId } from "../../platform/auth/guard";
import { userAnswer } from "../../platform/auth/model";
import { getUser } from "../../platform/auth/service";
import { profileAnswer } from "../../platform/profile/model";
import { publicProfile, readProfile } from "../../platform/profile/service";
import { statsAnswer, summaryAnswer } from "./model";
import { dashboardStats } from "./service";
import { dashboardSummary } from "./summary";

/** Each part is exactly what its own route answers (/api/auth/user, /api/profile, /api/dashboard/summary). */
const firstScreenAnswer = answer({ user: userAnswer, profile: profileAnswer, summary: summaryAnswer });

export const dashboardModule = ({ db, config }: AppDeps) =>
  new Elysia({ prefix: "/api/dashboard" })
    .get("/stats", () => dashboardStats(db), { response: ok(statsAnswer) })
    // The dashboard screen's one request: figures, their computed captions and the upcoming tasks.
    .get("/summary", () => dashboardSummary(db), { response: ok(summaryAnswer) })
    // Opening the app on the dashboard: who is signed in, the profile and the summary in one round trip (sent by
    // index.html before the app's script arrives).
    .get(
      "/first-screen",
      (context) => {
        const userId = signedInUserId(context);
        const user = userId ? getUser(db, userId) : undefined;
        if (!user) throw new HttpError(401, "This session's user no longer exists; sign in again");
        return { user, profile: publicProfile(readProfile(db, config.dataDir)), summary: dashboardSummary(db) };
      },
      { response: ok(firstScreenAnswer, 401) },
    );
