import type { Db } from "../../../db/client";
import { createReminder } from "../../../domains/reminders/service";
import { createTask, updateTask } from "../../../domains/tasks/service";

/**
 * Tasks 1…8 and reminders 1…3. With the corpus clock (Mon 23 Nov 2026 10:00): overdue #2 (Nov 20) and #3 (Nov 22);
 * due today #5; tomorrow #1 (high); Friday #6 (urgent); Dec 2 #8; #4 has no date; #7 is done. Two tasks start with
 * "Email" (#6, #8). Reminders: "Call the printers about merch" today 4pm, "Call mum" Wed 6pm, "Post the tour poster" Fri 9am.
 */
export function seedTasks(db: Db, now: Date) {
  const day = (n: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + n).toLocaleDateString("sv-SE");
  const at = (n: number, h: number) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + n, h, 0).toISOString();
  createTask(db, { title: "Call KEXP about the new single", priority: "high", dueDate: day(1) }, now);
  createTask(db, { title: "Send the master to Jo", priority: "medium", dueDate: day(-3) }, now);
  createTask(db, { title: "Renew ASCAP registration", priority: "low", dueDate: day(-1) }, now);
  createTask(db, { title: "Update the Bandcamp page", priority: "medium" }, now);
  createTask(db, { title: "Practice the setlist", priority: "medium", dueDate: day(0) }, now);
  createTask(db, { title: "Email the label about artwork", priority: "urgent", dueDate: day(4) }, now);
  const done = createTask(db, { title: "Book the rehearsal room", priority: "medium" }, now);
  updateTask(db, done.id, { status: "completed" }, now);
  createTask(db, { title: "Email the press kit to Rough Trade", priority: "medium", dueDate: day(9) }, now);
  createReminder(db, { message: "Call mum", remindAt: at(2, 18) }, now);
  createReminder(db, { message: "Call the printers about merch", remindAt: at(0, 16) }, now);
  createReminder(db, { message: "Post the tour poster", remindAt: at(4, 9) }, now);
}
