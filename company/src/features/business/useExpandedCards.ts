import { useCallback, useState } from 'react';

/**
 * Which cards of a slider show their whole description.
 * 'independent': each card toggles on its own (farms, warehouses); 'single': opening one closes the others (sister companies).
 */
export function useExpandedCards(mode: 'independent' | 'single') {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setExpanded((current) => {
        if (current.has(id)) {
          const next = new Set(current);
          next.delete(id);
          return next;
        }
        return mode === 'single' ? new Set([id]) : new Set(current).add(id);
      }),
    [mode],
  );
  const isExpanded = useCallback((id: number) => expanded.has(id), [expanded]);
  return { isExpanded, toggle };
}
