import { useAtom } from "jotai";
import { Mic, MicOff, Send, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { formatDateTime } from "../../lib/format";
import { toast } from "../toast/toast";
import { errorText } from "../ui";
import { speak, spokenRepliesAtom } from "../voice/speech";
import { useSendChat, type ChatMessage } from "./api";
import { dictationSupported, useDictation } from "./dictation";

export const CHAT_FAILURE = "I'm sorry, I'm having trouble responding right now. Please try again.";

type Result = { tool: string; ok: boolean; summary: string; pending?: boolean; link?: string };
type Pending = { id: string; tool: string; summary: string };

/** A delete or an e-mail waits for the user's yes: typing "yes" works too, these buttons say it for them. */
function ConfirmPending({ pending }: { pending: Pending }) {
  const send = useSendChat();
  const onError = (e: unknown) =>
    toast({ title: "Not done", description: errorText(e), variant: "destructive" });
  return (
    <div className="mt-2 flex gap-2" role="group" aria-label={`Confirm: ${pending.summary}`}>
      <button
        type="button"
        className="btn btn-xs btn-primary"
        disabled={send.isPending}
        onClick={() => send.mutate({ message: "yes", confirmId: pending.id }, { onError })}
      >
        Yes, do it
      </button>
      <button type="button" className="btn btn-xs" disabled={send.isPending} onClick={() => send.mutate("no", { onError })}>
        Cancel
      </button>
    </div>
  );
}

/** The reply is, or ends with, the summary of the one change that was made ("Undone. Brought back the task …"). */
const repeats = (r: Result, reply: string, all: Result[]) =>
  r.ok && (r.summary === reply || (all.length === 1 && reply.endsWith(` ${r.summary}`)));

/** The reply is itself the summary of a change that was made. */
const isDone = (m: ChatMessage) =>
  ((m.context as { results?: Result[] } | null)?.results ?? []).some((r, _, all) => repeats(r, m.response, all));

/**
 * Several changes made by one sentence ("add tasks: a, b and c"): the reply joins their summaries, which the list
 * below the reply shows one by one, so the reply itself only counts them.
 */
const replyText = (m: ChatMessage) => {
  const results = (m.context as { results?: Result[] } | null)?.results ?? [];
  return results.length > 1 && m.response === results.map((r) => r.summary).join(" ")
    ? `Done: ${results.length} changes.`
    : m.response;
};

/** What a reply carried out: "Added task "Call KEXP" — high, due tomorrow". */
function ActionResults({ message, isLast }: { message: ChatMessage; isLast: boolean }) {
  const ctx = message.context as { results?: Result[]; pending?: Pending } | null;
  // A result that only repeats the reply is shown as a mark on the reply, not a second time.
  // (A pending action is the reply's own question, answered by the buttons below.)
  const results = (ctx?.results ?? []).filter((r, _, all) => !repeats(r, message.response, all) && !r.pending);
  if (!results.length && !ctx?.pending) return null;
  return (
    <>
      <ul className="mt-2 space-y-1" data-testid="chat-actions">
        {results.map((r, i) => (
          <li
            key={i}
            className={`flex items-start gap-1 text-xs ${r.ok ? "text-success" : r.pending ? "text-warning" : "text-error"}`}
          >
            <span aria-hidden>{r.ok ? "✓" : r.pending ? "?" : "✗"}</span>
            <span className="flex-1" data-testid="chat-action">
              {r.summary}
            </span>
          </li>
        ))}
      </ul>
      {isLast && ctx?.pending && <ConfirmPending pending={ctx.pending} />}
    </>
  );
}

/** The conversation in a scroll box that keeps the newest exchange in view (without scrolling the page). */
export function Transcript({
  messages,
  pendingText,
  persona,
  compact,
  className = "",
}: {
  messages: ChatMessage[];
  pendingText?: string;
  persona: string;
  compact?: boolean;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [messages.length, pendingText]);
  return (
    <div ref={box} className={`space-y-3 overflow-y-auto ${className}`} data-testid="chat-transcript">
      {messages.map((m, i) => (
        <div key={m.id} data-testid="chat-message">
          <div className="chat chat-end">
            <div className="chat-bubble chat-bubble-primary whitespace-pre-wrap break-words">{m.message}</div>
            {!compact && <div className="chat-footer text-[11px] opacity-60">{formatDateTime(m.createdAt)}</div>}
          </div>
          <div className="chat chat-start">
            <div className="chat-header text-xs opacity-70">{persona}</div>
            <div className="chat-bubble whitespace-pre-wrap break-words" data-testid="chat-response">
              {isDone(m) && (
                <span className="text-success" data-testid="chat-done">
                  <span aria-hidden>✓ </span>
                  <span className="sr-only">Done: </span>
                </span>
              )}
              {replyText(m)}
              <ActionResults message={m} isLast={i === messages.length - 1} />
            </div>
          </div>
        </div>
      ))}
      {pendingText && (
        <div>
          <div className="chat chat-end">
            <div className="chat-bubble chat-bubble-primary whitespace-pre-wrap opacity-70">{pendingText}</div>
          </div>
          <div className="chat chat-start">
            <div className="chat-bubble" aria-label={`${persona} is typing`}>
              <span className="loading loading-dots loading-sm" />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** Multi-line input: Enter sends, Shift+Enter adds a line; Send disabled while empty/blank or pending. */
export function Composer({
  value,
  onChange,
  onSend,
  pending,
  rows = 2,
  showVoice = true,
  placeholder = "Message the assistant… (Enter to send, Shift+Enter for a new line)",
}: {
  placeholder?: string;
  value: string;
  onChange: (v: string) => void;
  onSend: () => void;
  pending: boolean;
  rows?: number;
  showVoice?: boolean;
}) {
  const [spoken, setSpoken] = useAtom(spokenRepliesAtom);
  const dictation = useDictation((text) => onChange(value ? `${value.replace(/\s+$/, "")} ${text}` : text));
  const canSend = value.trim().length > 0 && !pending;
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (canSend) onSend();
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex items-end gap-2">
        <textarea
          className="textarea min-h-0 w-full flex-1 resize-none"
          rows={rows}
          placeholder={placeholder}
          aria-label="Message"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKey}
        />
        <button type="button" className="btn btn-primary" disabled={!canSend} onClick={onSend} aria-label="Send">
          {pending ? <span className="loading loading-spinner loading-sm" /> : <Send className="size-4" />}
          <span className="hidden sm:inline">Send</span>
        </button>
      </div>
      {showVoice && (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {dictationSupported() ? (
            <button
              type="button"
              className={`btn btn-xs ${dictation.listening ? "btn-error" : "btn-ghost"}`}
              onClick={dictation.toggle}
              aria-pressed={dictation.listening}
            >
              {dictation.listening ? <MicOff className="size-3.5" /> : <Mic className="size-3.5" />}
              {dictation.listening ? "Stop dictation" : "Dictate"}
            </button>
          ) : (
            <span className="text-base-content/80" data-testid="voice-unavailable">
              Voice chat is unavailable in this browser.
            </span>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={() => setSpoken(!spoken)}
            aria-pressed={spoken}
          >
            {spoken ? <Volume2 className="size-3.5" /> : <VolumeX className="size-3.5" />}
            Spoken replies {spoken ? "on" : "off"}
          </button>
        </div>
      )}
    </div>
  );
}

/** Speaks a reply when spoken replies are on (rate 1, pitch 1.3, volume 0.8, female English voice). */
export const speakReply = (text: string) => speak(text);
