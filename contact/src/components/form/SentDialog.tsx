import { useEffect, useId, useRef } from 'react';

interface SentDialogProps {
  onClose: () => void;
  /** Defaults: the contact form's texts (spec §8). */
  title?: string;
  text?: string;
}

/** The success dialog of spec §8; Escape or the button closes it and focus returns to the form. */
export function SentDialog({ onClose, title = 'Message Sent!', text = 'Your message has been successfully sent.' }: SentDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="sf-dialog-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="sf-dialog">
        <h2 id={titleId}>{title}</h2>
        <p>{text}</p>
        <button ref={closeRef} type="button" className="sf-button" onClick={onClose}>
          OK
        </button>
      </div>
    </div>
  );
}
