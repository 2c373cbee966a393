import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addToCart, positiveId, useAppDispatch, useGetProductQuery } from '@starfamily/shared';
import { MAX_LINE_QUANTITY } from '@starfamily/shared/enquiry-schema';

export const LINK_PRODUCT_MISSING = 'The product in your link could not be found. Please choose it again from our products.';

/**
 * `/quote?add=<id>[&qty=<n>]`, the link a partner's widget opens: adds that product to the basket once the stored
 * basket is known (adding earlier would be overwritten by it), then takes the parameters out of the address so a
 * reload or Back does not add it again. Returns a problem to show, if any.
 */
export function useAddFromLink(restored: boolean): string | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = positiveId(searchParams.get('add') ?? undefined);
  const qty = Math.min(positiveId(searchParams.get('qty') ?? undefined) ?? 1, MAX_LINE_QUANTITY);
  const { data: product, isError } = useGetProductQuery(id ?? 0, { skip: id === undefined });
  const dispatch = useAppDispatch();
  const [problem, setProblem] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const search = searchParams.toString();

  useEffect(() => {
    if (!restored || !searchParams.has('add') || handled.current === search) return;
    if (id !== undefined && !product && !isError) return; // still loading
    handled.current = search;
    if (product) dispatch(addToCart({ product, qty }));
    else setProblem(LINK_PRODUCT_MISSING);
    const rest = new URLSearchParams(searchParams);
    rest.delete('add');
    rest.delete('qty');
    setSearchParams(rest, { replace: true });
  }, [restored, id, qty, product, isError, search, searchParams, setSearchParams, dispatch]);

  return problem;
}
