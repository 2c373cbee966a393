// The site's transport to the content API: RTK Query over the one axios instance. Widget bundles swap this file for
// widgetBaseQuery.ts (see createWidgetConfig), which keeps the same contract without axios to stay within their budget.
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { httpClient } from './httpClient';
import { apiBaseUrlOf, type ApiError, type ApiRequest } from './apiTypes';

/** Always resolves, with `{ error }` on failure. */
export const contentBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async ({ url, method = 'GET', data, params, headers }, api) => {
  const apiBaseUrl = apiBaseUrlOf(api.extra);
  const networkError = (error: unknown) => ({
    error: { status: 'NETWORK_ERROR' as const, message: error instanceof Error ? error.message : String(error) },
  });
  let http;
  try {
    http = await httpClient();
  } catch (error) {
    return networkError(error);
  }
  const { client, isAxiosError } = http;
  try {
    const result = await client.request({
      url,
      method,
      data,
      params,
      headers,
      ...(apiBaseUrl ? { baseURL: `${apiBaseUrl}/api` } : {}),
    });
    return { data: result.data };
  } catch (error) {
    if (isAxiosError(error) && error.response) {
      return { error: { status: error.response.status, message: error.message, data: error.response.data } };
    }
    return networkError(error);
  }
};
