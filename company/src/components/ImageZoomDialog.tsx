import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Icon, StorageImage } from '@starfamily/shared';
import { ZOOM_SIZES } from './pictureSizes';
import type { ZoomState } from './useImageZoom';
import './common.css';

interface ImageZoomDialogProps {
  state: ZoomState;
  path: string;
  alt: string;
  onClose: () => void;
}

/** The enlarged image: a modal dialog that takes focus and closes on its button, Escape, a backdrop click or page scroll. */
export function ImageZoomDialog({ state, path, alt, onClose }: ImageZoomDialogProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const active = state === 'opening' || state === 'open';

  useEffect(() => {
    if (active) closeButton.current?.focus({ preventScroll: true });
  }, [active]);

  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onClose, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onClose);
    };
  }, [active, onClose]);

  // The close button is the dialog's only control: Tab stays on it.
  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    closeButton.current?.focus();
  };

  if (state === 'closed') return null;
  return createPortal(
    <div
      className="sf-zoom"
      role="dialog"
      aria-modal="true"
      aria-label={`${alt} (enlarged)`}
      data-state={state}
      onKeyDown={keepFocusInside}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <button ref={closeButton} type="button" className="sf-zoom__close" aria-label="Close enlarged picture" onClick={onClose}>
        <Icon name="close" size={22} />
      </button>
      <figure className="sf-zoom__figure">
        <StorageImage path={path} alt={alt} width={1200} height={800} sizes={ZOOM_SIZES} eager />
      </figure>
    </div>,
    document.body,
  );
}
