import axios from 'axios';
import { getRuntimeConfig } from '../config/runtimeConfig';

/** The one axios instance; its base URL is read from the runtime config on every request. */
export const httpClient = axios.create({
  headers: { Accept: 'application/json' },
  timeout: 15000,
});

httpClient.interceptors.request.use((request) => {
  request.baseURL = `${getRuntimeConfig().apiBaseUrl}/api`;
  return request;
});
