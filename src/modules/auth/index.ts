import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { jwtPlugin, signedInUserId } from "../../lib/auth-guard";
import { HttpError } from "../../lib/errors";
import { loginBody } from "./model";
import { checkLoginAllowed, getUser, isLoopbackAddress } from "./service";

export const authModule = ({ db, config, secret, owner }: AppDeps) =>
  new Elysia({ prefix: "/auth" })
    .use(jwtPlugin(secret))
    .post(
      "/login",
      async ({ body, jwt, server, request }) => {
        checkLoginAllowed(server?.requestIP(request)?.address, config.passphrase, body?.passphrase);
        const user = getUser(db, owner.id) ?? owner;
        const token = await jwt.sign({ sub: String(user.id) });
        return { token, user };
      },
      { body: loginBody },
    )
    .get("/login-mode", ({ server, request }) => {
      const address = server?.requestIP(request)?.address;
      return { passphraseRequired: !isLoopbackAddress(address) };
    })
    .get("/user", (context) => {
      const userId = signedInUserId(context);
      const user = userId ? getUser(db, userId) : undefined;
      if (!user) throw new HttpError(401, "This session's user no longer exists; sign in again");
      return user;
    });
