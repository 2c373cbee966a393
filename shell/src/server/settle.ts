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
