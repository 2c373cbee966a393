// Calls more than one app needs (shell header/footer, company, contact, catalogue): defined once here.
import { baseApi } from './baseApi';
import { itemOf, listOf, normaliseProject, normaliseService, parseImageList } from '../entities/normalise';
import type { BusinessSetup, ContactInfo, Project, ProductCategory, Service } from '../entities/types';

export const commonApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Company settings: logo, contacts, social links, mission... (the spec's "company settings loader"). */
    getBusinessSetup: build.query<BusinessSetup, void>({
      query: () => ({ url: '/business-setup' }),
      transformResponse: itemOf((raw) => ({ ...raw, images: parseImageList(raw.images) }) as BusinessSetup),
      providesTags: ['BusinessSetup'],
    }),
    getContactInfo: build.query<ContactInfo, void>({
      query: () => ({ url: '/contact-info' }),
      transformResponse: itemOf<ContactInfo>(),
      providesTags: ['BusinessSetup'],
    }),
    getServices: build.query<Service[], void>({
      query: () => ({ url: '/service' }),
      transformResponse: listOf(normaliseService),
      providesTags: ['Service'],
    }),
    /** Also the spec's "projects check": project routes exist only when this list is non-empty. */
    getProjects: build.query<Project[], void>({
      query: () => ({ url: '/projects-list' }),
      transformResponse: listOf(normaliseProject),
      providesTags: ['Project'],
    }),
    getProductCategories: build.query<ProductCategory[], void>({
      query: () => ({ url: '/pro-categ-name', headers: { 'Content-Type': 'application/json' } }),
      transformResponse: listOf<ProductCategory>(),
      providesTags: ['Category'],
    }),
  }),
});

export const {
  useGetBusinessSetupQuery,
  useGetContactInfoQuery,
  useGetServicesQuery,
  useGetProjectsQuery,
  useGetProductCategoriesQuery,
} = commonApi;
