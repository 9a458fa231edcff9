import { useState } from "react";
import { useSendChat } from "./api";
import { CHAT_FAILURE, speakReply } from "./ChatParts";

/** The composer's text, sending it, and the one friendly message shown when the assistant cannot answer. */
export function useChatSender() {
  const send = useSendChat();
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
  return { send, text, setText, sendError, submit };
}
