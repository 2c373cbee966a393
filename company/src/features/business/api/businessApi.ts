// The three "Our Business" sliders.
import { baseApi, listOf, type Farm, type SisterCompany, type Warehouse } from '@starfamily/shared';

export const businessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFarms: build.query<Farm[], void>({
      query: () => ({ url: '/farms-list' }),
      transformResponse: listOf<Farm>(),
    }),
    getWarehouses: build.query<Warehouse[], void>({
      query: () => ({ url: '/warehouses-list' }),
      transformResponse: listOf<Warehouse>(),
    }),
    getSisterCompanies: build.query<SisterCompany[], void>({
      query: () => ({ url: '/sister-companies-list' }),
      transformResponse: listOf<SisterCompany>(),
    }),
  }),
});

export const { useGetFarmsQuery, useGetWarehousesQuery, useGetSisterCompaniesQuery } = businessApi;
