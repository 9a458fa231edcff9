import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { queryClient } from "../../lib/query";
import { api } from "../../lib/api";
import { refreshAfterTaskChange } from "../tasks/api";

export const chatKey = ["/api/chat-messages"] as const;
export const aiStatusKey = ["/api/ai/status"] as const;

export const useChatMessages = () =>
  useQuery({ queryKey: chatKey, queryFn: () => call(api["chat-messages"].get({ query: {} })) });
export type ChatMessage = NonNullable<ReturnType<typeof useChatMessages>["data"]>[number];

/** Persona name and whether a model is configured. */
export const useAiStatus = () => useQuery({ queryKey: aiStatusKey, queryFn: () => call(api.ai.status.get()) });

/**
 * POST /api/chat-messages; the server carries out what was asked, so every screen's data may have changed. A string,
 * or {message, confirmId} from a reply's Confirm button.
 */
export const useSendChat = () =>
  useMutation({
    mutationFn: (input: string | { message: string; confirmId?: string }) =>
      call(api["chat-messages"].post(typeof input === "string" ? { message: input } : input)),
    onSuccess: async (msg) => {
      queryClient.setQueryData(chatKey, (old: ChatMessage[] | undefined) =>
        old ? [...old.filter((m) => m.id !== msg.id), msg] : old,
      );
      await queryClient.invalidateQueries({ queryKey: chatKey });
      if (msg.context?.actions?.length) await Promise.all([refreshAfterTaskChange(), queryClient.invalidateQueries()]);
    },
  });

/** The text being sent, for the transcript's "typing" bubble. */
export const pendingMessage = (v: string | { message: string } | undefined) => (typeof v === "string" ? v : v?.message);

export const useClearChat = () =>
  useMutation({
    mutationFn: () => call(api["chat-messages"].delete()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKey }),
  });
