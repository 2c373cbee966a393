import { useCallback, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';

/**
 * Keeps React's idea of a `<details>` element's open state and the element's own in step. The element owns `open`
 * (React never renders the attribute): the server's HTML has it closed, and a tap before hydration, or with no
 * script at all, opens it natively. After hydration the state follows every toggle (`onToggle`); a change of `open`
 * from React (Escape, a link chosen) is written to the element; and on mount a state the visitor gave the element
 * before scripts ran is adopted (reported through `onOpenChange`), not undone. Render the element with
 * `suppressHydrationWarning`: its `open` attribute may then differ from the server's HTML, on purpose.
 */
export function useDetailsSync(ref: RefObject<HTMLDetailsElement | null>, open: boolean, onOpenChange: (open: boolean) => void) {
  const report = useRef(onOpenChange);
  const mounted = useRef(false);
  useEffect(() => {
    report.current = onOpenChange;
  });
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const first = !mounted.current;
    mounted.current = true;
    if (first && details.open && !open) report.current(true);
    else if (details.open !== open) details.open = open;
  }, [ref, open]);
  const onToggle = useCallback(
    (event: SyntheticEvent<HTMLDetailsElement>) => {
      if (event.currentTarget.open !== open) report.current(event.currentTarget.open);
    },
    [open],
  );
  return { onToggle };
}

/** A `<details>` element whose open state React holds too (see useDetailsSync): spread `{ ref, onToggle }` on it. */
export function useDetailsOpen() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const { onToggle } = useDetailsSync(ref, open, setOpen);
  return { ref, open, setOpen, onToggle };
}
