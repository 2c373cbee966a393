import { waitFor } from '@testing-library/react';
import type { makeStore } from '@starfamily/shared';

type Store = ReturnType<typeof makeStore>;

/** Waits until every API call the component made has answered, so "renders nothing" is checked after the data came. */
export async function allQueriesSettled(store: Store) {
  await waitFor(() => {
    const queries = Object.values(store.getState().contentApi.queries);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((query) => query?.status === 'fulfilled' || query?.status === 'rejected')).toBe(true);
  });
}
