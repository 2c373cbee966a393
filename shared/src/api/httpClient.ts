import axios from 'axios';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { API_TIMEOUT_MS } from './apiTypes';

/** The one axios instance; its base URL is read from the runtime config on every request that brings none. */
export const httpClient = axios.create({
  headers: { Accept: 'application/json' },
  timeout: API_TIMEOUT_MS,
});

httpClient.interceptors.request.use((request) => {
  request.baseURL ??= `${getRuntimeConfig().apiBaseUrl}/api`;
  return request;
});
