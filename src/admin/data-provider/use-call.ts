import { useCallback, useContext } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { DataProviderContext } from 'react-admin';
import type { CallDef, CallRequest, CallResult } from '../../shared/api/catalogue/define-call';
import type { StudioDataProvider } from './create-data-provider';
import type { SendCall } from './resource-calls';

/**
 * The studio's DataProvider as StudioApp made it. Not react-admin's useDataProvider proxy: the proxy writes every
 * refusal to the console and asks an authProvider whether to log out, but a refused draft call (a 409 for a draft
 * that moved, a field error) is a message the page shows, and the portal's clients handle sign-in themselves.
 */
export function useStudioDataProvider(): StudioDataProvider {
  const dataProvider = useContext(DataProviderContext) as StudioDataProvider | null;
  if (!dataProvider) throw new Error('useStudioDataProvider needs the studio root');
  return dataProvider;
}

/**
 * Sends one catalogue call through the studio's DataProvider and answers its result: the way of an area's own save
 * (a form, a dialog, an upload) whose answer the page handles itself. A refusal is the client's ApiError, so a form
 * reads its field errors and its status (409) from it.
 *
 * @example
 * const send = useSend();
 * const saved = await send(navigationConfigSubmit, values);
 */
export function useSend(): SendCall {
  const dataProvider = useStudioDataProvider();
  return useCallback(
    async <C extends CallDef>(call: C, input: CallRequest<C>, signal?: AbortSignal) => (await dataProvider.send(call, input, signal)).data,
    [dataProvider],
  );
}

/**
 * The react-query key of a catalogue call's answer: the call's path, then its input. `callKey(call)` alone names
 * every answer of the call, whatever its input, for invalidation.
 */
export function callKey(call: CallDef, input?: unknown): readonly unknown[] {
  return input === undefined ? ['studio', call.client, call.path] : ['studio', call.client, call.path, input];
}

/**
 * Answers kept beyond the QueryClient, across page loads (DICT-02's session cache): read before a call is sent,
 * written once it answered.
 */
export interface AnswerStore {
  read(call: CallDef, input: unknown): unknown;
  write(call: CallDef, input: unknown, answer: unknown): void;
}

export interface CallQueryOptions {
  /** false: nothing is read until it turns true (e.g. a dialog's role picked). */
  enabled?: boolean;
  /** Keeps showing the answer to the previous input while the new input's answer is read. */
  keepPrevious?: boolean;
  /** Answers it holds are used without a call; what the call answers is put in it. */
  store?: AnswerStore;
}

/**
 * One catalogue call read through the studio's DataProvider (its `send` method) into react-admin's QueryClient:
 * an answer to an input that is no longer asked for never shows, and pages asking the same call share one read.
 * A failure is shown at once, not retried: the pages offer 重试 themselves.
 *
 * @example
 * const roles = useCallQuery(getRoleListClass, {});
 * if (roles.isError) return <Alert>{roles.error.message}</Alert>;
 */
export function useCallQuery<C extends CallDef>(call: C, input: CallRequest<C>, options: CallQueryOptions = {}): UseQueryResult<CallResult<C>> {
  const dataProvider = useStudioDataProvider();
  return useQuery({
    queryKey: callKey(call, input),
    queryFn: async ({ signal }) => {
      const stored = options.store?.read(call, input);
      if (stored !== undefined) return stored as CallResult<C>;
      const answer = (await dataProvider.send(call, input, signal)).data;
      options.store?.write(call, input, answer);
      return answer;
    },
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * One catalogue call that changes something, sent through the studio's DataProvider; on success the answers of
 * `invalidates` are read again by whoever shows them.
 *
 * @example
 * const publish = useCallMutation(calls.publish, { invalidates: [calls.draft] });
 * await publish.mutateAsync({ note, revision });
 */
export function useCallMutation<C extends CallDef>(call: C, options: { invalidates?: readonly CallDef[] } = {}): UseMutationResult<CallResult<C>, Error, CallRequest<C>> {
  const dataProvider = useStudioDataProvider();
  const invalidate = useInvalidateCalls();
  const { invalidates = [] } = options;
  return useMutation({
    mutationFn: async (input: CallRequest<C>) => (await dataProvider.send(call, input)).data,
    onSuccess: () => { void invalidate(...invalidates); },
  });
}

/** Marks the answers of the given calls stale: what shows them reads them again. */
export function useInvalidateCalls(): (...calls: CallDef[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async (...calls: CallDef[]) => {
    await Promise.all(calls.map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) })));
  }, [queryClient]);
}

/**
 * Puts an answer into the cache of a call as if the server had answered it (an optimistic edit, the answer of a
 * change, or the previous answer back after a refusal). A read of it on its way is cancelled first, so it cannot
 * overwrite what is put.
 */
export function useWriteAnswer(): <C extends CallDef>(call: C, input: CallRequest<C>, answer: CallResult<C>) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async <C extends CallDef>(call: C, input: CallRequest<C>, answer: CallResult<C>) => {
    await queryClient.cancelQueries({ queryKey: callKey(call, input) });
    queryClient.setQueryData(callKey(call, input), answer);
  }, [queryClient]);
}
