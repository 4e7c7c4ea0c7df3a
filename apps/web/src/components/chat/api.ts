import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatMessageSchema, chatReadSchema, chatThreadSchema, type ChatSend } from '@patrocina/domain';
import { api } from '@/lib/api-client';
import { chatKeys, setMeCounts } from '@/lib/query-keys';

/*
 * The chat's calls (SPEC §7): one thread, sending to it, marking it read. Shared by the campaigns and
 * workroom features, which both open the slide-over.
 */

const THREAD_PATH = '/private/campaigns/{id}/podcasts/{podcastId}/messages';
const threadParams = (campaignId: string, podcastId: string) => ({ id: campaignId, podcastId });

/** `GET …/messages`: who takes part, whether the viewer may send, and the messages, oldest first. */
export function getChatThreadQueryOptions(campaignId: string, podcastId: string) {
  return queryOptions({
    queryKey: chatKeys.thread(campaignId, podcastId),
    queryFn: ({ signal }) =>
      api.get(THREAD_PATH, chatThreadSchema, { params: threadParams(campaignId, podcastId), signal }),
    // SPEC §8: a failed load is not shown; trying again a moment later would only delay that.
    retry: false,
    // The live stream says when something new arrives; until then what is here is what there is.
    staleTime: 0,
  });
}

export function useChatThread(campaignId: string, podcastId: string) {
  return useQuery(getChatThreadQueryOptions(campaignId, podcastId));
}

/**
 * `POST …/messages`. Whatever the answer, the thread reloads (SPEC §8: a success shows the stored
 * message, a failure shows what the server kept), and the workroom's rows move.
 */
export function useSendChatMessage(campaignId: string, podcastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatSend) =>
      api.post(THREAD_PATH, chatMessageSchema, { params: threadParams(campaignId, podcastId), body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.thread(campaignId, podcastId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.workroom() }),
      ]),
  });
}

/**
 * `PUT …/messages/read`: the thread is read; the answer is the user's unread total, which the header
 * badge shows at once. A failure is ignored like every failure of the badge counts (SPEC §8).
 */
export function useMarkChatRead(campaignId: string, podcastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.put(`${THREAD_PATH}/read` as const, chatReadSchema, { params: threadParams(campaignId, podcastId) }),
    onSuccess: ({ unread }) => {
      setMeCounts(queryClient, { unread });
      void queryClient.invalidateQueries({ queryKey: chatKeys.workroom() });
    },
  });
}
