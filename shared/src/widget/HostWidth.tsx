import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { WidgetPictureSizesContext } from '../components/widgetPictureSizes';
import { LayoutWidthContext } from '../components/useResponsiveSettings';
import { sizesForWidth } from '../pictures/sizesAt';

const widthOf = (host: HTMLElement) => Math.round(host.getBoundingClientRect().width) || window.innerWidth;

/**
 * Carousels inside a widget count slides for the widget's own width, not the partner's window (a sidebar is narrow);
 * pictures choose their renditions for it too (the `sizes` parser ships in widgets only, not in the site's pages).
 */
export function HostWidth({ host, children }: { host: HTMLElement; children: ReactNode }) {
  const [width, setWidth] = useState(() => widthOf(host));
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(widthOf(host)));
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  const pictureSizes = useMemo(() => sizesForWidth(width), [width]);
  return (
    <LayoutWidthContext.Provider value={width}>
      <WidgetPictureSizesContext.Provider value={pictureSizes}>{children}</WidgetPictureSizesContext.Provider>
    </LayoutWidthContext.Provider>
  );
}
