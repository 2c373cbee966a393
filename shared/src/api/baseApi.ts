import { createApi } from '@reduxjs/toolkit/query/react';
// The site's axios query; widget builds get RTK Query's fetchBaseQuery (shared/package.json `imports`, condition `widget`).
import { contentBaseQuery } from '#content-base-query';

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
