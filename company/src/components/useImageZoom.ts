import { useCallback, useEffect, useRef, useState } from 'react';
import { ZOOM_TRANSITION_MS } from '../constants';

export type ZoomState = 'closed' | 'opening' | 'open' | 'closing';

/**
 * The image zoom's states (spec §4): closed -> opening -> open -> closing -> closed, each transition 300 ms.
 * Focus goes back to whatever opened the zoom once it has closed.
 */
export function useImageZoom() {
  const [state, setState] = useState<ZoomState>('closed');
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (state !== 'opening' && state !== 'closing') return undefined;
    const timer = window.setTimeout(() => setState(state === 'opening' ? 'open' : 'closed'), ZOOM_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state !== 'closed' || !opener.current) return;
    opener.current.focus({ preventScroll: true });
    opener.current = null;
  }, [state]);

  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState((current) => (current === 'closed' ? 'opening' : current));
  }, []);

  const close = useCallback(() => {
    setState((current) => (current === 'opening' || current === 'open' ? 'closing' : current));
  }, []);

  return { state, open, close };
}
