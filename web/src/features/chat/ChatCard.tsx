import { Link } from "@tanstack/react-router";
import { ErrorAlert, Skeleton } from "../ui";
import { pendingMessage, useAiStatus, useChatMessages } from "./api";
import { Composer, Transcript } from "./ChatParts";
import { useChatSender } from "./useChatSender";

/** Dashboard chat card: the last 5 messages and a quick input. */
export function ChatCard() {
  const persona = useAiStatus().data?.persona ?? "Sunshine";
  const { data, isLoading, error } = useChatMessages();
  const { send, text, setText, sendError, submit } = useChatSender();
  const last = (data ?? []).slice(-5);

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="chat-card" aria-labelledby="chat-card-title">
      <div className="card-body">
        <div className="flex items-center justify-between gap-2">
          <h2 id="chat-card-title" className="card-title text-lg">
            Chat with {persona}
          </h2>
          <Link to="/chat" className="btn btn-ghost btn-sm">
            Open AI Assistant
          </Link>
        </div>
        <div>
          {isLoading ? (
            <Skeleton rows={2} label="Loading the conversation" className="h-10" />
          ) : error ? (
            <ErrorAlert error={error} />
          ) : !last.length && !send.isPending ? (
            <p className="py-4 text-sm text-base-content/80">
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
