// What the contact form and the quote form share around their fields: the robot trap, the send button, the failure
// text and the focus on the first invalid field after a submit.
import { useEffect, useRef, type RefObject } from 'react';
import { Field, useFormikContext } from 'formik';
import { CONTACT_HONEYPOT_FIELD } from '@starfamily/shared/contact-schema';
import './form.css';

/** The spec's failure text (§4): what the visitor typed stays in the form. */
export const SEND_FAILURE_TEXT = 'Something went wrong. Please try again.';

/**
 * A trap for form-filling robots: off screen, out of the tab order and hidden from screen readers, so people leave it
 * empty; the API stores nothing that arrives with it filled.
 */
export function HoneypotField() {
  return (
    <div className="sf-form__trap" aria-hidden="true">
      <label>
        Website
        <Field name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** "Sending..." and disabled while the request is on its way; the failure text under it once a send failed. */
export function SendButton({ label, sending, failed }: { label: string; sending: boolean; failed: boolean }) {
  return (
    <>
      {/* Pressing the button must not blur the field first: the blur shows that field's error, which pushes the
          button down before the release, and the click (the submit) is lost. */}
      <button type="submit" className="sf-button" disabled={sending} onMouseDown={(event) => event.preventDefault()}>
        {sending ? 'Sending...' : label}
      </button>
      {failed && (
        <p role="alert" className="sf-field__error">
          {SEND_FAILURE_TEXT}
        </p>
      )}
    </>
  );
}

/**
 * A submit that finds invalid fields moves focus to the first of them (its error is read with it), by keyboard and
 * by mouse alike. Runs once per submit, after Formik has checked the fields and marked them.
 */
export function FocusFirstInvalidField({ within }: { within: RefObject<HTMLElement | null> }) {
  const { submitCount, isSubmitting, isValidating, isValid } = useFormikContext();
  const handled = useRef(submitCount);
  useEffect(() => {
    // A reset after a send starts the count again.
    if (submitCount < handled.current) handled.current = submitCount;
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (isValid) return;
    within.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValidating, isValid, within]);
  return null;
}

/** After a send: the field still focused (pressing Send keeps focus there) would lose it to the dialog after the
 * reset, and that blur would mark the emptied field as touched ("Please enter a message." under a form just sent). */
export function blurFocusedFieldIn(section: HTMLElement | null) {
  const root = section?.getRootNode() as Document | ShadowRoot | undefined;
  if (root?.activeElement instanceof HTMLElement && section?.contains(root.activeElement)) root.activeElement.blur();
}
