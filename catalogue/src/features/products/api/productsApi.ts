import { baseApi, listOf, normaliseProduct, type Product } from '@starfamily/shared';

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** With a category the server filters; the page filters again on the client, as the spec asks. */
    getProducts: build.query<Product[], { categoryId?: number } | void>({
      query: (filter) => ({
        url: '/products-list',
        params: filter?.categoryId === undefined ? undefined : { category_id: filter.categoryId },
      }),
      transformResponse: listOf(normaliseProduct),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetProductsQuery } = productsApi;
