import { baseApi, type AppStore } from '@starfamily/shared';

/** Waits for the store's running queries, at most `waitMs`: what has not arrived by then the browser fetches itself. */
export async function settleQueries(store: AppStore, waitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk())),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}

/** Every query settled with an answer, or with "not found" (what a detail page of an unknown id shows). */
export function allAnswered(state: ReturnType<AppStore['getState']>): boolean {
  return Object.values(state[baseApi.reducerPath].queries).every(
    (query) =>
      query?.status === 'fulfilled' || (query?.status === 'rejected' && (query.error as { status?: unknown } | undefined)?.status === 404),
  );
}
