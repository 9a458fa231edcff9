import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ErrorAlert } from "../ui/Page";
import { useAiStatus, useChatMessages, useSendChat, pendingMessage } from "./api";
import { CHAT_FAILURE, Composer, speakReply, Transcript } from "./ChatParts";

/** Dashboard chat card: the last 5 messages and a quick input. */
export function ChatCard() {
  const persona = useAiStatus().data?.persona ?? "Sunshine";
  const { data, isLoading, error } = useChatMessages();
  const send = useSendChat();
  const [text, setText] = useState("");
  const [sendError, setSendError] = useState<string | null>(null);
  const last = (data ?? []).slice(-5);

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
      onError: () => setSendError(CHAT_FAILURE),
    });
  };

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="chat-card">
      <div className="card-body">
        <div className="flex items-center justify-between gap-2">
          <h2 className="card-title text-lg">Chat with {persona}</h2>
          <Link to="/chat" className="btn btn-ghost btn-sm">
            Open AI Assistant
          </Link>
        </div>
        <div>
          {isLoading ? (
            <div className="space-y-2">
              {Array.from({ length: 2 }, (_, i) => (
                <div key={i} className="skeleton h-10 w-3/4" />
              ))}
            </div>
          ) : error ? (
            <ErrorAlert error={error} />
          ) : !last.length && !send.isPending ? (
            <p className="py-4 text-sm text-base-content/70">
              Hi, I'm {persona}! Tell me what you need to do ("remind me to call KEXP tomorrow") or ask "what's
              overdue?".
            </p>
          ) : (
            <Transcript
              messages={last}
              pendingText={send.isPending ? pendingMessage(send.variables) : undefined}
              persona={persona}
              compact
              className="max-h-80"
            />
          )}
        </div>
        {sendError && (
          <div role="alert" className="alert alert-warning py-2 text-sm">
            {sendError}
          </div>
        )}
        <Composer
          value={text}
          onChange={setText}
          onSend={submit}
          pending={send.isPending}
          rows={1}
          showVoice={false}
          placeholder={`Ask ${persona} anything…`}
        />
      </div>
    </section>
  );
}
