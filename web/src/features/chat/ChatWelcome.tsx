export const EXAMPLE_PROMPTS = [
  "Remind me to call KEXP tomorrow, urgent",
  "What's overdue?",
  "Add a gig at the Roxy on Friday from 8 to 11pm",
  "Who still owes me money?",
  "Any grant deadlines soon?",
  "Remind me at 5pm to send the invoice",
];

const CAPABILITIES = [
  "Tasks and reminders: add, complete, move, re-prioritise, delete — with dates as you say them",
  "Gigs and events, invoices and payments, audiobook sales, radio stations and pitches, grants, sync licensing",
  "Notes: save them, then ask questions answered from your own knowledge base",
  "Summaries of your day and week, what's overdue and what to focus on — say \"undo\" to take back a change",
  "Speak replies aloud and take dictation where your browser supports it",
];

/** The empty conversation: who the assistant is, what it can do, and prompts to start with. */
export function ChatWelcome({ email, persona, onPick }: { email?: string; persona: string; onPick: (p: string) => void }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 overflow-y-auto py-6" data-testid="chat-empty">
      <h2 className="text-xl font-semibold">
        Hi {email}! I'm {persona}.
      </h2>
      <p className="text-base-content/80">Your personal assistant for music and audiobooks. Here's what I can do:</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {CAPABILITIES.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div>
        <h3 className="mb-2 text-sm font-medium">Try asking:</h3>
        <div className="flex flex-wrap gap-2">
          {EXAMPLE_PROMPTS.map((p) => (
            <button key={p} type="button" className="btn btn-outline btn-sm" onClick={() => onPick(p)}>
              {p}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
