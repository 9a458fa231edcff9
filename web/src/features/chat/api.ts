import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter, refreshAfterReply } from "../../lib/changes";
import { root } from "../../lib/keys";
import { queryClient } from "../../lib/query";

export const chatKeys = {
  all: root("chat"),
  messages: () => [...chatKeys.all, "messages"] as const,
};
/** What the assistant is (persona, whether a model is configured): not a record anyone changes from the web. */
export const assistantKeys = {
  all: root("assistant"),
  status: () => [...assistantKeys.all, "status"] as const,
};

export const chatQueries = {
  messages: () =>
    queryOptions({ queryKey: chatKeys.messages(), queryFn: () => call(api["chat-messages"].get({ query: {} })) }),
  /** Persona name and whether a model is configured. */
  status: () => queryOptions({ queryKey: assistantKeys.status(), queryFn: () => call(api.ai.status.get()) }),
};

export const useChatMessages = () => useQuery(chatQueries.messages());
export type ChatMessage = NonNullable<ReturnType<typeof useChatMessages>["data"]>[number];

export const useAiStatus = () => useQuery(chatQueries.status());

/**
 * POST /api/chat-messages; the server carries out what was asked, and each result names the domain it changed, so
 * only those domains' views refetch. A string, or {message, confirmId} from a reply's Confirm button.
 */
export const useSendChat = () =>
  useMutation({
    mutationFn: (input: string | { message: string; confirmId?: string }) =>
      call(api["chat-messages"].post(typeof input === "string" ? { message: input } : input)),
    onSuccess: async (msg) => {
      queryClient.setQueryData(chatKeys.messages(), (old: ChatMessage[] | undefined) =>
        old ? [...old.filter((m) => m.id !== msg.id), msg] : old,
      );
      await Promise.all([refreshAfter("chat"), refreshAfterReply(msg.context?.results)]);
    },
  });

/** The text being sent, for the transcript's "typing" bubble. */
export const pendingMessage = (v: string | { message: string } | undefined) => (typeof v === "string" ? v : v?.message);

export const useClearChat = () =>
  useMutation({
    mutationFn: () => call(api["chat-messages"].delete()),
    onSettled: () => refreshAfter("chat"),
  });
