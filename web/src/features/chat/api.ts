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

/** POST /api/chat-messages; the server carries out the reply's actions, so tasks, stats and activity are refreshed. */
export const useSendChat = () =>
  useMutation({
    mutationFn: (message: string) => call(api["chat-messages"].post({ message })),
    onSuccess: async (msg) => {
      queryClient.setQueryData(chatKey, (old: ChatMessage[] | undefined) =>
        old ? [...old.filter((m) => m.id !== msg.id), msg] : old,
      );
      await queryClient.invalidateQueries({ queryKey: chatKey });
      if (msg.context?.actions?.length) await refreshAfterTaskChange();
    },
  });

export const useClearChat = () =>
  useMutation({
    mutationFn: () => call(api["chat-messages"].delete()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKey }),
  });

export const useSendEmail = () =>
  useMutation({
    mutationFn: (body: { to: string; subject: string; body: string }) => call(api.ai["send-email"].post(body)),
  });
