import { createApi } from '@reduxjs/toolkit/query/react';
import { contentBaseQuery } from './contentBaseQuery';

export type { ApiError, ApiRequest, StoreExtra } from './apiTypes';
export { contentBaseQuery };

/** One empty API for the content API host; every remote adds its calls with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: contentBaseQuery,
  tagTypes: ['BusinessSetup', 'Product', 'Category', 'Service', 'Project', 'Event', 'Team', 'Contact', 'Picture'],
  endpoints: () => ({}),
});

export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
