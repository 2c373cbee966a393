// Calls more than one app needs (shell header/footer, company, contact, catalogue): defined once here.
import { baseApi } from './baseApi';
import { itemOf, listOf, normaliseProduct, normaliseProject, normaliseService, parseImageList } from '../entities/normalise';
import type { BusinessSetup, ContactInfo, Product, Project, ProductCategory, Service } from '../entities/types';
import type { PictureManifest } from '../pictures/pictures';

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
    /** One product: its page in the catalogue, and the quote page adding one from a link (`/quote?add=<id>`). */
    getProduct: build.query<Product, number>({
      query: (id) => ({ url: `/product-list/${id}` }),
      transformResponse: itemOf(normaliseProduct),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getProductCategories: build.query<ProductCategory[], void>({
      query: () => ({ url: '/pro-categ-name', headers: { 'Content-Type': 'application/json' } }),
      transformResponse: listOf<ProductCategory>(),
      providesTags: ['Category'],
    }),
    /**
     * What the API made of every stored picture (renditions, og.jpg): StorageImage's srcset and the heads' preloads
     * and link previews. The server fetches it with the chrome, so its HTML and the hydrating render agree.
     */
    getPictures: build.query<PictureManifest, void>({
      query: () => ({ url: '/pictures' }),
      transformResponse: (raw: unknown) => (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as PictureManifest) : {}),
      providesTags: ['Picture'],
    }),
  }),
});

export const {
  useGetBusinessSetupQuery,
  useGetContactInfoQuery,
  useGetServicesQuery,
  useGetProjectsQuery,
  useGetProductQuery,
  useGetProductCategoriesQuery,
  useGetPicturesQuery,
} = commonApi;
