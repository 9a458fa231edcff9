import type { Db } from "../../db/client";
import { ownerProfile } from "../../lib/owner-profile";
import { formatMoney } from "../../shared/money";
import { listOf, plural } from "../../shared/text";
import { getAudiobook } from "./service";

const AUDIENCE: Record<string, string> = { young_adult: "young adult", children: "children" };

/**
 * Everything the catalogue holds about one book, for a question that names it ("who narrated night roads", "what's
 * the price of the silent garden"): author, genre, price, length, series, stores, the notes (where a narrator is
 * written) and its sales so far.
 */
export function bookLine(db: Db, id: number): string {
  const b = getAudiobook(db, id);
  const { currency, locale } = ownerProfile(db);
  const money = (n: number) => formatMoney(n, currency, locale);
  const hours = b.duration ? `${Math.floor(b.duration / 60)} h ${b.duration % 60} min` : "";
  const about = [
    b.genre,
    b.targetAudience && AUDIENCE[b.targetAudience] ? `for ${AUDIENCE[b.targetAudience]}` : "",
    b.price ? money(Number(b.price)) : "",
    hours,
    b.series ? `${b.series} series${b.seriesBook ? `, book ${b.seriesBook}` : ""}` : "",
  ].filter(Boolean);
  const stores = b.salesPlatforms.length ? ` On ${listOf(b.salesPlatforms)}.` : "";
  const notes = b.description ? ` ${b.description.trim().replace(/([^.!?])$/, "$1.")}` : "";
  const sold = b.totalSales
    ? ` ${plural(b.totalSales, "copy", "copies")} sold so far, ${money(b.totalRevenue)} in all.`
    : " No sales recorded yet.";
  return `"${b.title}" by ${b.author} (${about.join(", ")}).${notes}${stores}${sold}`;
}
