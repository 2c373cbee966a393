// The widget build's transport (swapped in for contentBaseQuery.ts by createWidgetConfig): RTK Query's own
// fetchBaseQuery instead of axios, which would cost a partner page some 20 KB gzip more. Same requests, same errors.
import { fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { API_TIMEOUT_MS, apiBaseUrlOf, type ApiError, type ApiRequest } from './apiTypes';

const fetchContent = fetchBaseQuery({
  baseUrl: '',
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    return headers;
  },
});

export const contentBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  { url, method = 'GET', data, params, headers },
  api,
  extraOptions,
) => {
  const base = `${apiBaseUrlOf(api.extra) ?? getRuntimeConfig().apiBaseUrl}/api`;
  const result = await fetchContent({ url: `${base}${url}`, method, body: data, params, headers }, api, extraOptions);
  if (!result.error) return { data: result.data };
  const { error } = result;
  if (typeof error.status === 'number')
    return { error: { status: error.status, message: `Request failed with status code ${error.status}`, data: error.data } };
  // PARSING_ERROR came back with a status; FETCH_ERROR and TIMEOUT_ERROR did not.
  if (error.status === 'PARSING_ERROR') return { error: { status: error.originalStatus, message: error.error, data: error.data } };
  return { error: { status: 'NETWORK_ERROR', message: error.error } };
};
