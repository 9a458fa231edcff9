import type { Db } from "../../../db/client";
import { createStation } from "../../../domains/radio/service";

/** The radio records the corpus talks about (created through the domain's service); ids 1–8 in this order. */
export function seedRadio(db: Db, now: Date) {
  const daysAgo = (n: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - n, 11, 0).toISOString();
  const stations = [
    {
      name: "KEXP",
      frequency: "90.3 FM",
      location: "Seattle, WA",
      genre: "Indie",
      contactName: "Kevin Cole",
      contactEmail: "music@kexp.org",
      status: "contacted",
      lastContacted: daysAgo(13),
    },
    {
      name: "WFMU",
      frequency: "91.1 FM",
      location: "Jersey City, NJ",
      genre: "Freeform",
      contactName: "Brian Turner",
      contactEmail: "brian@wfmu.org",
    },
    {
      name: "BBC Radio 6 Music",
      location: "London, UK",
      genre: "Alternative",
      contactName: "Emma Hart",
      contactEmail: "emma.hart@bbc.co.uk",
      status: "contacted",
      lastContacted: daysAgo(21),
    },
    {
      name: "KCRW",
      frequency: "89.9 FM",
      location: "Santa Monica, CA",
      genre: "Eclectic",
      contactName: "Anne Litt",
      contactEmail: "anne@kcrw.com",
      status: "responded",
    },
    { name: "Radio X", location: "London, UK", genre: "Rock" },
    {
      name: "WXPN",
      frequency: "88.5 FM",
      location: "Philadelphia, PA",
      genre: "Triple A",
      contactName: "Dan Reed",
      contactEmail: "dan@xpn.org",
      status: "rejected",
    },
    {
      name: "KUTX",
      frequency: "98.9 FM",
      location: "Austin, TX",
      genre: "Americana",
      contactName: "Jay Lopez",
      contactEmail: "jay@kutx.org",
      status: "contacted",
      lastContacted: daysAgo(5),
    },
    { name: "BBC Radio 1", location: "London, UK", genre: "Pop" },
  ] as const;
  for (const s of stations) createStation(db, s, now);
}
