import { t } from "elysia";

export const loginBody = t.Optional(
  t.Object({ passphrase: t.Optional(t.String({ maxLength: 1000 })) }, { additionalProperties: true }),
);

export const userModel = t.Object({ id: t.Number(), email: t.String(), name: t.String(), createdAt: t.String() });
export type UserModel = typeof userModel.static;
