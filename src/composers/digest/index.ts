import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { agendaRecipient, sendAgenda } from "./service";

/** The daily agenda e-mail: its settings (no secrets) and "send me today's agenda now". */
export const digestModule = ({ db, config }: AppDeps) =>
  new Elysia({ prefix: "/digest" })
    .get("/", () => ({
      smtpConfigured: Boolean(config.smtp),
      recipient: agendaRecipient(db, config) ?? null,
      sendsAt: config.smtp ? (config.digestAt ?? null) : null,
    }))
    .post("/send", async () => {
      const { sent, to } = await sendAgenda(db, config);
      return { sent, to };
    });
