import { t } from "elysia";
import { answer, rowOf } from "../../lib/common-model";
import { sessions, users } from "./schema";
import { integer } from "../../lib/validation";

export const loginBody = t.Optional(
  t.Object({ passphrase: t.Optional(t.String({ maxLength: 1000 })) }, { additionalProperties: true }),
);

export const userModel = t.Object({ id: t.Number(), email: t.String(), name: t.String(), createdAt: t.String() });
export type UserModel = typeof userModel.static;

/** The signed-in owner. */
export const userAnswer = rowOf(users, {}, "The owner of this Sunshine");
export const loginAnswer = answer({
  token: t.String({ description: "Send it as `Authorization: Bearer <token>`" }),
  user: userAnswer,
});
export const loginModeAnswer = answer({
  passphraseRequired: t.Boolean({ description: "True when this client must send the LAN passphrase" }),
});
/** A signed-in device; `current` marks the one asking. */
export const sessionAnswer = rowOf<typeof sessions, { current: boolean }>(sessions, { current: t.Boolean() });
export const signedOutAnswer = answer({ signedOut: integer({ description: "How many devices were signed out" }) });
