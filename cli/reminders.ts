import { unwrap, type SunshineClient } from "./client";
import { describeMoment } from "../src/shared/dates";

/** `sunshine reminders`: what is coming, soonest first (with --all, also the ones already fired). */
export async function runReminders(client: SunshineClient, opts: { all?: boolean; json?: boolean }, now = new Date()) {
  const list = await unwrap(client.api.reminders.get({ query: { limit: 200 } }));
  const shown = list.filter((r) => opts.all || !r.firedAt).sort((a, b) => a.remindAt.localeCompare(b.remindAt));
  if (opts.json) {
    console.log(JSON.stringify(shown, null, 2));
    return 0;
  }
  if (!shown.length) {
    console.log(
      opts.all
        ? "No reminders yet."
        : 'Nothing coming up. Set one with: sunshine ask "remind me at 5pm to call the venue"',
    );
    return 0;
  }
  console.log(opts.all ? "Reminders:" : `Coming up (${shown.length}):`);
  for (const r of shown) console.log(`  ${r.firedAt ? "✓" : "⏰"} ${describeMoment(r.remindAt, now)}  ${r.message}`);
  return 0;
}
