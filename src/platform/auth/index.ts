import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { jwtPlugin, signedInUserId } from "./guard";
import { HttpError } from "../../lib/errors";
import { looksProxied } from "../../lib/security";
import { originalRequest } from "../../lib/body-limits";
import { createAttemptLimiter } from "./attempts";
import { loginBody } from "./model";
import { checkLoginAllowed, getUser, isRemoteClient } from "./service";

export const authModule = ({ db, config, secret, owner }: AppDeps, limiter = createAttemptLimiter()) =>
  new Elysia({ prefix: "/auth" })
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
        const token = await jwt.sign({ sub: String(user.id) });
        return { token, user };
      },
      { body: loginBody },
    )
    .get("/login-mode", ({ server, request }) => {
      const address = server?.requestIP(originalRequest(request))?.address;
      return { passphraseRequired: isRemoteClient(address, looksProxied(request, config)) };
    })
    .get("/user", (context) => {
      const userId = signedInUserId(context);
      const user = userId ? getUser(db, userId) : undefined;
      if (!user) throw new HttpError(401, "This session's user no longer exists; sign in again");
      return user;
    });
