import { useCallback, useState } from 'react';

/**
 * Which cards of a slider show their whole description.
 * 'independent': each card opens and closes on its own (farms, warehouses); 'single': opening one closes the others
 * (sister companies).
 */
export function useExpandedCards(mode: 'independent' | 'single') {
  const [expanded, setExpandedIds] = useState<ReadonlySet<number>>(new Set());
  const setExpanded = useCallback(
    (id: number, open: boolean) =>
      setExpandedIds((current) => {
        if (open === current.has(id)) return current;
        if (!open) {
          const next = new Set(current);
          next.delete(id);
          return next;
        }
        return mode === 'single' ? new Set([id]) : new Set(current).add(id);
      }),
    [mode],
  );
  const isExpanded = useCallback((id: number) => expanded.has(id), [expanded]);
  return { isExpanded, setExpanded };
}
