import type { Db } from "../../../db/client";
import { createGrant, updateGrant } from "../../../domains/grants/service";

/**
 * The grants the corpus talks about (ids 1…8). With the corpus clock (Mon 23 Nov 2026): not yet applied and due
 * within 7 days #1 (Nov 27) and #5 (Nov 30); #2 due Dec 10; #4's deadline passed (Nov 20); applied #3 and #6;
 * awarded #7; rejected #8. Two PRS Foundation grants (#1 discovered, #3 applied).
 */
export function seedGrants(db: Db, now: Date) {
  void now;
  const add = (
    title: string,
    organization: string,
    amount: number | null,
    deadline: string | null,
    status = "discovered",
  ) => {
    const g = createGrant(db, { title, organization, amount, deadline });
    if (status !== "discovered") updateGrant(db, g.id, { status: status as "applied" | "awarded" | "rejected" });
  };
  add("Open Fund for Music Creators", "PRS Foundation", 5000, "2026-11-27");
  add("Developing Your Creative Practice", "Arts Council England", 12000, "2026-12-10");
  add("Momentum Music Fund", "PRS Foundation", 15000, "2027-01-20", "applied");
  add("Project Grant", "New Music USA", 3000, "2026-11-20");
  add("Jazz Road Tours", "South Arts", 15000, "2026-11-30");
  add("Works in Progress", "Society of Authors", 2000, "2026-12-18", "applied");
  add("Emergency Grant", "Foundation for Contemporary Arts", 1500, null, "awarded");
  add("Explore and Create", "Canada Council for the Arts", 25000, "2027-02-15", "rejected");
}
