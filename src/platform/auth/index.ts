import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { jwtPlugin, signedInSessionId, signedInUserId } from "./guard";
import { idParams, ok } from "../../lib/common-model";
import { emit } from "../../lib/events";
import { createSession, listSessions, revokeOtherSessions, revokeSession } from "./sessions";
import { HttpError } from "../../lib/errors";
import { looksProxied } from "../../lib/security";
import { originalRequest } from "../../lib/body-limits";
import { createAttemptLimiter } from "./attempts";
import { loginAnswer, loginBody, loginModeAnswer, sessionAnswer, signedOutAnswer, userAnswer } from "./model";
import { checkLoginAllowed, getUser, isRemoteClient } from "./service";

export const authModule = ({ db, config, secret, owner }: AppDeps, limiter = createAttemptLimiter()) =>
  new Elysia({ prefix: "/api/auth" })
    .use(jwtPlugin(secret))
    .post(
      "/login",
      async ({ body, jwt, server, request }) => {
        const address = server?.requestIP(originalRequest(request))?.address;
        const remote = isRemoteClient(address, looksProxied(request, config));
        if (remote && config.passphrase) {
          // Behind a proxy every request shares one socket address; the forwarded one tells clients apart, and the
          // global cap in the limiter holds even when that header is forged.
          const client = `${address}|${request.headers.get("x-forwarded-for") ?? request.headers.get("forwarded") ?? ""}`;
          limiter.check(client);
          try {
            checkLoginAllowed(remote, config.passphrase, body?.passphrase);
          } catch (e) {
            limiter.failed(client);
            throw e;
          }
          limiter.succeeded(client);
        } else {
          checkLoginAllowed(remote, config.passphrase, body?.passphrase);
        }
        const user = getUser(db, owner.id) ?? owner;
        const forwarded = looksProxied(request, config)
          ? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim()
          : undefined;
        const session = createSession(db, user.id, request.headers.get("user-agent") ?? "", forwarded || address || "");
        const token = await jwt.sign({ sub: String(user.id), sid: String(session.id) });
        return { token, user };
      },
      { body: loginBody, response: ok(loginAnswer, 401, 403, 422, 429) },
    )
    .get(
      "/login-mode",
      ({ server, request }) => {
        const address = server?.requestIP(originalRequest(request))?.address;
        return { passphraseRequired: isRemoteClient(address, looksProxied(request, config)) };
      },
      { response: ok(loginModeAnswer) },
    )
    .get("/sessions", (context) => listSessions(db, signedInUserId(context)!, signedInSessionId(context)), {
      response: ok(t.Array(sessionAnswer)),
    })
    .delete(
      "/sessions/:id",
      (context) => {
        const row = revokeSession(db, signedInUserId(context)!, context.params.id, signedInSessionId(context));
        emit(db, { type: "session_revoked", message: `Signed out a device (${describeDevice(row)})` });
        return { signedOut: 1 };
      },
      { params: idParams, response: ok(signedOutAnswer, 404, 409, 422) },
    )
    .post(
      "/sessions/sign-out-others",
      (context) => {
        const signedOut = revokeOtherSessions(db, signedInUserId(context)!, signedInSessionId(context));
        emit(db, {
          type: "sessions_revoked",
          message: `Signed out ${signedOut} other device${signedOut === 1 ? "" : "s"}`,
        });
        return { signedOut };
      },
      { response: ok(signedOutAnswer) },
    )
    .get(
      "/user",
      (context) => {
        const userId = signedInUserId(context);
        const user = userId ? getUser(db, userId) : undefined;
        if (!user) throw new HttpError(401, "This session's user no longer exists; sign in again");
        return user;
      },
      { response: ok(userAnswer, 401) },
    );

/** "Firefox on Linux, 192.168.1.20" for the activity log. */
function describeDevice(s: { userAgent: string; address: string }) {
  const browser = /Firefox|Edg|Chrome|Safari|curl|Bun/.exec(s.userAgent)?.[0]?.replace("Edg", "Edge") ?? "a browser";
  const system = /Android|iPhone|iPad|Mac OS X|Windows|Linux/.exec(s.userAgent)?.[0]?.replace("Mac OS X", "macOS");
  return `${browser}${system ? ` on ${system}` : ""}${s.address ? `, ${s.address}` : ""}`;
}
