import type { Db } from "../../../db/client";
import {
  createActionItem,
  createOpportunity,
  createSong,
  createSupervisor,
  updateActionItem,
} from "../../../domains/licensing/service";

/**
 * The licensing records the corpus talks about (created through the domain's service). Ids in this order:
 * songs 1–3, supervisors 1–6 (two at HBO, for "which one?"), opportunities 1–5, action items 1–5.
 */
export function seedLicensing(db: Db, now: Date) {
  const day = (n: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + n).toLocaleDateString("sv-SE");
  const artist = "Sunny Rivers";
  createSong(db, {
    title: "Golden Hour",
    artist,
    genre: "Pop",
    promotionStatus: "pitching",
    targetLicenseTypes: ["tv", "commercial"],
  });
  createSong(db, { title: "Night Drive", artist, genre: "Synthwave" });
  createSong(db, {
    title: "Paper Boats",
    artist,
    genre: "Folk",
    promotionStatus: "placed",
    targetLicenseTypes: ["film"],
  });

  createSupervisor(db, { name: "Jane Doe", company: "Netflix", email: "jane@netflix.com", genres: ["pop"] });
  createSupervisor(db, {
    name: "Marcus Lee",
    company: "HBO",
    email: "marcus@hbo.com",
    contactStatus: "contacted",
    lastContacted: day(-21),
  });
  createSupervisor(db, { name: "Priya Shah", company: "Ogilvy", contactStatus: "contacted", lastContacted: day(-5) });
  createSupervisor(db, { name: "Tom Becker", company: "Ubisoft", email: "tom.becker@ubisoft.com" });
  createSupervisor(db, {
    name: "Alicia Gomez",
    company: "A24",
    contactStatus: "relationship",
    lastContacted: day(-40),
  });
  createSupervisor(db, { name: "Sam Ortiz", company: "HBO", contactStatus: "responded", lastContacted: day(-3) });

  createOpportunity(db, {
    title: "Holiday ad",
    company: "Target",
    type: "commercial",
    budget: "$8,000",
    deadline: day(8),
  });
  createOpportunity(db, {
    title: "Indie drama end credits",
    company: "A24",
    type: "film",
    budget: "$1,500",
    deadline: day(4),
  });
  createOpportunity(db, { title: "Racing game soundtrack", company: "Ubisoft", type: "game", deadline: day(53) });
  createOpportunity(db, { title: "Teen drama season 2", company: "Netflix", type: "tv", deadline: day(-3) });
  createOpportunity(db, {
    title: "Coffee brand spot",
    company: "Nespresso",
    type: "commercial",
    deadline: day(25),
    status: "submitted",
  });

  createActionItem(db, { title: "Send stems to Marcus", priority: "high", dueDate: day(4) });
  const samples = createActionItem(db, {
    title: "Clear samples on Night Drive",
    priority: "critical",
    dueDate: day(-3),
  });
  updateActionItem(db, samples.id, { status: "in_progress" });
  createActionItem(db, { title: "Write one-sheet for Paper Boats", priority: "medium", dueDate: day(11) });
  createActionItem(db, { title: "Register Golden Hour with the PRO", priority: "low" });
  const done = createActionItem(db, { title: "Update metadata in Disco", priority: "medium" });
  updateActionItem(db, done.id, { status: "in_progress" });
  updateActionItem(db, done.id, { status: "completed" });
}
