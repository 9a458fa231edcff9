import { useAtomValue } from "jotai";
import { useProfile } from "../profile/api";
import { userAtom } from "../session/state";
import { useTaskMonitor } from "../tasks/api";
import { ErrorAlert, PageHeader, Skeleton } from "../ui";
import { pendingMessage, useAiStatus, useChatMessages } from "./api";
import { ChatWelcome } from "./ChatWelcome";
import { ClearChatButton } from "./ClearChatButton";
import { Composer, Transcript } from "./ChatParts";
import { useChatSender } from "./useChatSender";

export { EXAMPLE_PROMPTS } from "./ChatWelcome";

export function ChatPage() {
  const user = useAtomValue(userAtom);
  const { data: profile } = useProfile();
  // The owner as the profile names them; the sign-in address only when it is a real one (not the built-in
  // placeholder of an install whose owner has not said who they are).
  const who =
    profile?.displayName ||
    profile?.artistNames[0] ||
    profile?.legalName ||
    profile?.email ||
    user?.name ||
    (user?.email && !user.email.endsWith("@localhost") ? user.email : "You");
  const status = useAiStatus();
  useTaskMonitor(); // the task monitor runs at start and every 30 minutes, whichever screen opens first
  const persona = status.data?.persona ?? "Sunshine";
  const { data: messages, isLoading, error } = useChatMessages();
  const { send, text, setText, sendError, submit } = useChatSender();

  return (
    <div className="flex h-full flex-col">
      <PageHeader
        title="AI Assistant"
        description={`Chat with ${persona} by text or voice.`}
        actions={messages?.length ? <ClearChatButton /> : undefined}
      />
      <section
        aria-label={`Conversation with ${persona}`}
        className="card flex h-[calc(100dvh-17rem)] min-h-[26rem] bg-base-100 shadow-sm lg:h-[calc(100dvh-12rem)]"
      >
        <div className="card-body min-h-0 gap-3 p-3 sm:p-6">
          <div className="flex flex-wrap items-center gap-2 border-b border-base-300 pb-3">
            <div className="avatar avatar-placeholder">
              <div className="w-8 rounded-full bg-primary text-primary-content">
                <span className="text-sm">{who.slice(0, 1).toUpperCase()}</span>
              </div>
            </div>
            <span className="font-medium" data-testid="chat-user">
              {who}
            </span>
            <span className="badge badge-success badge-sm">Auto-identified</span>
            <span className="ml-auto text-xs text-base-content/80">
              {status.data ? (status.data.provider === "model" ? `Model: ${status.data.model}` : "Offline assistant") : ""}
            </span>
          </div>
          <div className="flex min-h-0 flex-1 flex-col">
            {isLoading ? (
              <Skeleton rows={3} label="Loading the conversation" className="h-12" />
            ) : error ? (
              <ErrorAlert error={error} />
            ) : !messages?.length && !send.isPending ? (
              <ChatWelcome email={user?.email} persona={persona} onPick={setText} />
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
