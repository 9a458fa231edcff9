import { useAtomValue } from "jotai";
import { useState } from "react";
import { userAtom } from "../session/state";
import { ErrorAlert, PageHeader } from "../ui/Page";
import { useTaskMonitor } from "../tasks/api";
import { useAiStatus, useChatMessages, useClearChat, useSendChat, pendingMessage } from "./api";
import { CHAT_FAILURE, Composer, speakReply, Transcript } from "./ChatParts";

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

export function ChatPage() {
  const user = useAtomValue(userAtom);
  const status = useAiStatus();
  useTaskMonitor(); // spec §7: the monitor runs at start and every 30 minutes, whichever screen opens first
  const persona = status.data?.persona ?? "Sunshine";
  const { data: messages, isLoading, error } = useChatMessages();
  const send = useSendChat();
  const clear = useClearChat();
  const [text, setText] = useState("");
  const [sendError, setSendError] = useState<string | null>(null);

  const submit = () => {
    const message = text.trim();
    if (!message || send.isPending) return;
    setSendError(null);
    send.mutate(message, {
      onSuccess: (m) => {
        // Clear only what was sent: a next message typed while this one was answered is kept.
        setText((current) => (current.trim() === message ? "" : current));
        speakReply(m.response);
      },
      onError: (e) => {
        console.warn("Chat send failed", e);
        setSendError(CHAT_FAILURE);
      },
    });
  };

  return (
    <div className="flex h-full flex-col">
      <PageHeader
        title="AI Assistant"
        description={`Chat with ${persona} by text or voice.`}
        actions={
          messages?.length ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={clear.isPending}
              onClick={() => window.confirm("Clear the whole conversation?") && clear.mutate()}
            >
              Clear conversation
            </button>
          ) : undefined
        }
      />
      <section className="card flex h-[calc(100dvh-17rem)] min-h-[26rem] bg-base-100 shadow-sm lg:h-[calc(100dvh-12rem)]">
        <div className="card-body min-h-0 gap-3 p-3 sm:p-6">
          <div className="flex flex-wrap items-center gap-2 border-b border-base-300 pb-3">
            <div className="avatar avatar-placeholder">
              <div className="w-8 rounded-full bg-primary text-primary-content">
                <span className="text-sm">{(user?.name || user?.email || "?").slice(0, 1).toUpperCase()}</span>
              </div>
            </div>
            <span className="font-medium" data-testid="chat-user">
              {user?.name || user?.email}
            </span>
            <span className="badge badge-success badge-sm">Auto-identified</span>
            <span className="ml-auto text-xs text-base-content/60">
              {status.data
                ? status.data.provider === "model"
                  ? `Model: ${status.data.model}`
                  : "Offline assistant"
                : ""}
            </span>
          </div>
          <div className="flex min-h-0 flex-1 flex-col">
            {isLoading ? (
              <div className="space-y-3">
                {Array.from({ length: 3 }, (_, i) => (
                  <div key={i} className="skeleton h-12 w-3/4" />
                ))}
              </div>
            ) : error ? (
              <ErrorAlert error={error} />
            ) : !messages?.length && !send.isPending ? (
              <div className="mx-auto max-w-xl space-y-4 overflow-y-auto py-6" data-testid="chat-empty">
                <h2 className="text-xl font-semibold">
                  Hi {user?.email}! I'm {persona}.
                </h2>
                <p className="text-base-content/70">
                  Your personal assistant for music and audiobooks. Here's what I can do:
                </p>
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  {CAPABILITIES.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
                <div>
                  <p className="mb-2 text-sm font-medium">Try asking:</p>
                  <div className="flex flex-wrap gap-2">
                    {EXAMPLE_PROMPTS.map((p) => (
                      <button key={p} type="button" className="btn btn-outline btn-sm" onClick={() => setText(p)}>
                        {p}
                      </button>
                    ))}
                  </div>
                </div>
              </div>
            ) : (
              <Transcript
                messages={messages ?? []}
                pendingText={send.isPending ? pendingMessage(send.variables) : undefined}
                persona={persona}
                className="min-h-0 flex-1 pr-1"
              />
            )}
          </div>
          {sendError && (
            <div role="alert" className="alert alert-warning text-sm">
              {sendError}
            </div>
          )}
          <Composer value={text} onChange={setText} onSend={submit} pending={send.isPending} rows={3} />
        </div>
      </section>
    </div>
  );
}
