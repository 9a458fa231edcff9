import type { Db } from "../../../db/client";
import { createDoc, seedSamples } from "../../../domains/knowledge/service";

/**
 * The knowledge documents the corpus talks about: the two built-in samples (ids 1, 2, as the app always adds them),
 * then the user's own notes (ids 3…8).
 */
export function seedKnowledge(db: Db, now: Date) {
  void now;
  seedSamples(db);
  const add = (
    title: string,
    category: "legal" | "finance" | "business" | "general",
    content: string,
    tags: string[] = [],
  ) => createDoc(db, { title, category, content, tags });
  add(
    "Studio notes",
    "general",
    "Notes for Blackbird Studio. The studio door code is 4512. Parking is behind the building on Elm Street. Load-in is through the side door after 6pm. Ask for Marco if the desk acts up.",
    ["studio"],
  );
  add(
    "Session rates",
    "finance",
    "Jo charges $300 per song for mixing. Mastering with Sam is $80 per track, or $400 for a full album. Session drummer Priya's day rate is $450.",
    ["rates", "mixing", "mastering"],
  );
  add(
    "Distribution setup",
    "business",
    "My distributor is DistroKid. Releases go live on Fridays. Upload at least three weeks before release day so Spotify editorial pitching is possible. ISRC codes come from DistroKid automatically.",
  );
  add(
    "Audiobook narration checklist",
    "business",
    "ACX wants each chapter file between -23dB and -18dB RMS with peaks no higher than -3dB. Record room tone for 1 to 5 seconds at the head and tail of every chapter. My narration rate is $250 per finished hour.",
    ["audiobooks", "acx"],
  );
  add(
    "Contract with Northside Records",
    "legal",
    "The Northside Records deal is a 50/50 net profit split. The term is two albums. I keep my publishing. Notice of termination must be sent in writing 60 days ahead.",
    ["label", "contract"],
  );
  add(
    "Gear and wifi",
    "general",
    "The home studio wifi password is sunflower88. The Neumann U87 serial number is 12345-B. The gear insurance policy with Allianz renews in March.",
  );
}
