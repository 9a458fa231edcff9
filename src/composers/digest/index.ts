import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { answer, ok, textOrNull } from "../../lib/common-model";
import { agendaRecipient, sendAgenda } from "./service";

const digestAnswer = answer({
  smtpConfigured: t.Boolean(),
  recipient: textOrNull("Where the agenda goes"),
  sendsAt: textOrNull("The time of day it is sent (HH:MM), when e-mail is set up"),
});
const sentAnswer = answer({ sent: t.Literal(true), to: t.String() });

/** The daily agenda e-mail: its settings (no secrets) and "send me today's agenda now". */
export const digestModule = ({ db, config }: AppDeps) =>
  new Elysia({ prefix: "/api/digest" })
    .get(
      "/",
      () => ({
        smtpConfigured: Boolean(config.smtp),
        recipient: agendaRecipient(db, config) ?? null,
        sendsAt: config.smtp ? (config.digestAt ?? null) : null,
      }),
      { response: ok(digestAnswer) },
    )
    .post(
      "/send",
      async () => {
        const { sent, to } = await sendAgenda(db, config);
        return { sent, to };
      },
      { response: ok(sentAnswer, 409, 502) },
    );
