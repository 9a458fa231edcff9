import type { Db } from "../../db/client";
import { ownerProfile } from "../../lib/owner-profile";

/**
 * The owner's side of a contract, pre-filled from their profile (src/lib/owner-profile.ts): where a template's
 * default is a placeholder for the artist ("[Artist legal name]", "[Artist or band name]") or the rights owner, the
 * owner's legal or artist name goes in instead, and their signature line names them. Values a person types still win.
 */
export function withOwnerDefaults(db: Db, variables: Record<string, string>): Record<string, string> {
  const p = ownerProfile(db);
  const artist = p.artistNames[0] || p.displayName || p.legalName;
  const legal = p.legalName || artist;
  if (!artist && !legal) return variables;
  const out = { ...variables };
  for (const [key, fallback] of Object.entries(variables)) {
    if (!/^\[.*\]$/.test(fallback.trim())) continue;
    const wantsLegal = /legal/i.test(fallback);
    if (key === "artist_name") out[key] = (wantsLegal ? legal : artist) ?? fallback;
    else if (key === "licensor_name" || key === "author_name") out[key] = legal ?? fallback;
  }
  if ("artist_signature" in out && legal) out.artist_signature = `${legal}, signature and date`;
  if ("licensor_signature" in out && "licensor_name" in out && legal)
    out.licensor_signature = `${legal}, signature and date`;
  return out;
}
