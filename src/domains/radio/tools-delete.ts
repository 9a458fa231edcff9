import { t } from "elysia";
import { defineTool, ToolError } from "../../lib/tools";
import { radioStations } from "./schema";
import { deleteStation, getStation, restoreStation } from "./service";
import { findStation, OTHER_DOMAIN } from "./tools-parse";

/** "remove KCRW from my radio list" → "KCRW": the name between the verb and the list words. */
function phraseOf(lower: string): string {
  return lower
    .replace(/^(?:(?:ok|okay|so|hey|and|also|um|oh|please)[\s,]+)*(?:(?:can|could|would|will) you\s+)?(?:please\s+)?/, "")
    .replace(/^(?:delete|remove|erase|drop|scrap|trash|bin|get rid of|take|cross)\s+/, "")
    .replace(/\b(?:off|out of|from)\s+(?:my|the|our)?\s*(?:radio\s+)?(?:station\s+)?(?:list|stations|radio list|contacts)\b.*$/, "")
    .replace(/\b(?:the|my|our)\b/g, " ")
    .replace(/\b(?:radio\s+)?stations?\b|\bradio\b|\bplease\b|\bfor good\b|[.!?]+$/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Deleting a station from the list (the Radio screen's trash button): asks first, and can be undone. */
export const deleteStationTool = defineTool({
  name: "delete_station",
  description: "Remove a radio station from the list for good (asks for confirmation).",
  input: t.Object({ id: t.Integer({ minimum: 1, description: "The station's id (from list_stations)" }) }),
  kind: "destructive",
  examples: ["delete the KEXP station", "remove WFMU from my radio list", "take KCRW off my station list"],
  patterns: [
    {
      template: "^[please] (delete|remove|erase|drop|scrap|trash|get rid of) * (station|stations|radio)",
      weight: 1.2,
    },
    { template: "^[please] (remove|take|cross|drop) * (off|from|out of) [my|the|our] (radio|station|stations)", weight: 1.25 },
  ],
  unless: [OTHER_DOMAIN],
  understand(s, { db }) {
    if (/\b(?:all|every|everything)\b/.test(s.lower))
      return { reply: 'I remove stations one at a time; say which one, e.g. "delete the KEXP station".' };
    const phrase = phraseOf(s.lower);
    if (!phrase) return { reply: 'Which station? Say its name, e.g. "delete the KEXP station".' };
    const found = findStation(db, phrase);
    if ("station" in found) return { args: { id: found.station.id } };
    if ("none" in found)
      return { reply: `I couldn't find a radio station called "${found.none || phrase}"; nothing was deleted.` };
    return found;
  },
  preview: ({ id }, { db }) => `Delete the radio station ${getStation(db, id).name}`,
  run({ id }, { db }) {
    const station = getStation(db, id);
    deleteStation(db, id);
    return {
      summary: `Removed the radio station ${station.name} from your list.`,
      link: "/radio",
      undo: () => {
        // The same row back (same id), so its history and links stay as they were.
        if (db.select({ id: radioStations.id }).from(radioStations).all().some((x) => x.id === station.id))
          throw new ToolError(`${station.name} is already back`);
        restoreStation(db, station);
        return `${station.name} is back on your radio list.`;
      },
    };
  },
});
