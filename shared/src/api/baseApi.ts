import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { isAxiosError, type AxiosRequestConfig } from 'axios';
import { httpClient } from './httpClient';

export interface ApiError {
  /** HTTP status, or 'NETWORK_ERROR' when no answer came back. */
  status: number | 'NETWORK_ERROR';
  message: string;
  data?: unknown;
}

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: Record<string, string>;
}

/** RTK Query base query over the shared axios instance; it always resolves, with `{ error }` on failure. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async ({ url, method = 'GET', data, params, headers }) => {
  try {
    const result = await httpClient.request({ url, method, data, params, headers });
    return { data: result.data };
  } catch (error) {
    if (isAxiosError(error) && error.response) {
      return { error: { status: error.response.status, message: error.message, data: error.response.data } };
    }
    return { error: { status: 'NETWORK_ERROR', message: error instanceof Error ? error.message : String(error) } };
  }
};

/** One empty API for the content API host; every remote adds its calls with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: axiosBaseQuery,
  tagTypes: ['BusinessSetup', 'Product', 'Category', 'Service', 'Project', 'Event', 'Team', 'Contact'],
  endpoints: () => ({}),
});

export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as ApiError).status === 404;
