import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` pixels (spec: the header turns fixed past 80 px). */
export function useScrolledPast(threshold: number): boolean {
  // False in the first render (the server's, and the hydrating one); the effect reads the real scroll position.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
