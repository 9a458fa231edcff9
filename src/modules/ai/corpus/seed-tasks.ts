import type { Db } from "../../../db/client";
import { createReminder } from "../../reminders/service";
import { createTask, updateTask } from "../../tasks/service";

export function seedTasks(db: Db, now: Date) {
  const day = (n: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + n).toLocaleDateString("sv-SE");
  createTask(db, { title: "Call KEXP about the new single", priority: "high", dueDate: day(1) }, now);
  createTask(db, { title: "Send the master to Jo", priority: "medium", dueDate: day(-3) }, now);
  createTask(db, { title: "Renew ASCAP registration", priority: "low", dueDate: day(-1) }, now);
  createTask(db, { title: "Update the Bandcamp page", priority: "medium" }, now);
  createTask(db, { title: "Practice the setlist", priority: "medium", dueDate: day(0) }, now);
  createTask(db, { title: "Email the label about artwork", priority: "urgent", dueDate: day(4) }, now);
  const done = createTask(db, { title: "Book the rehearsal room", priority: "medium" }, now);
  updateTask(db, done.id, { status: "completed" }, now);
  createReminder(db, { message: "Call mum", remindAt: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2, 18, 0).toISOString() }, now);
}
