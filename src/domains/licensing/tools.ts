import { type Tool, withSentences } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import { actionTools } from "./tools-actions";
import { opportunityTools } from "./tools-opportunities";
import { songTools } from "./tools-songs";
import { supervisorTools } from "./tools-supervisors";
import { supervisorReadTools } from "./tools-supervisors-read";

/** What the assistant can do in sync licensing (see src/lib/tools.ts): supervisors, opportunities, action items, songs. */
export const licensingTools: Tool[] = withSentences(SENTENCES, [
  ...supervisorTools,
  ...supervisorReadTools,
  ...opportunityTools,
  ...actionTools,
  ...songTools,
]);
