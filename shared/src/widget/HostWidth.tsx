import { useEffect, useState, type ReactNode } from 'react';
import { LayoutWidthContext } from '../components/useResponsiveSettings';

const widthOf = (host: HTMLElement) => Math.round(host.getBoundingClientRect().width) || window.innerWidth;

/** Carousels inside a widget count slides for the widget's own width, not the partner's window (a sidebar is narrow). */
export function HostWidth({ host, children }: { host: HTMLElement; children: ReactNode }) {
  const [width, setWidth] = useState(() => widthOf(host));
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(widthOf(host)));
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return <LayoutWidthContext.Provider value={width}>{children}</LayoutWidthContext.Provider>;
}
