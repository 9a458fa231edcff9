import { t } from "elysia";
import { defineTool, ToolError } from "../../lib/tools";
import { radioStations, type RadioStation } from "./schema";
import { deleteStation, getStation, restoreStation } from "./service";
import { RADIO_LISTS } from "./tools-parse";
import { integer } from "../../lib/validation";

/** Deleting a station from the list (the Radio screen's trash button): asks first, and can be undone. */
export const deleteStationTool = defineTool({
  name: "delete_station",
  description: "Remove a radio station from the list for good (asks for confirmation).",
  input: t.Object({ id: integer({ minimum: 1, description: "The station's id (from list_stations)" }) }),
  kind: "destructive",
  lists: RADIO_LISTS,
  resolve: ({ station, all, name }: { station?: RadioStation; all?: boolean; name?: string }) =>
    station
      ? { args: { id: station.id } }
      : all
        ? { reply: 'I remove stations one at a time; say which one, e.g. "delete the KEXP station".' }
        : name
          ? { reply: `I couldn't find a radio station called "${name}"; nothing was deleted.` }
          : undefined,
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
