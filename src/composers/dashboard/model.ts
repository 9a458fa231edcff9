import { t } from "elysia";
import { answer, typed } from "../../lib/common-model";
import type { DashboardStats } from "./service";
import type { DashboardSummary } from "./summary";
import { integer } from "../../lib/validation";

export const statsAnswer = typed<DashboardStats>(
  answer({
    emailsSent: integer(),
    radioStations: integer(),
    grantOpportunities: integer(),
    revenue: t.Number({ description: "Paid invoices, audiobook sales and imported income, in the owner's currency" }),
  }),
);

const caption = answer({ text: t.String(), trend: t.String({ enum: ["up", "down", "neutral"] }) });
const card = (description?: string, extra = {}) => answer({ value: t.Number(), caption, ...extra }, { description });

export const summaryAnswer = typed<DashboardSummary>(
  answer({
    emailsSent: card(),
    radioStations: card(),
    grantOpportunities: card(),
    revenue: card("In the owner's currency; other currencies are listed, never added in", {
      currency: t.String(),
      otherCurrencies: t.Array(t.String()),
    }),
    upcomingTasks: t.Array(
      answer({
        id: integer(),
        title: t.String(),
        priority: t.String(),
        dueDate: t.Nullable(t.String()),
        status: t.String(),
      }),
    ),
    overdueTasks: integer(),
  }),
);
