import { useParams } from 'react-router-dom';

/** The `:id` route parameter as a positive integer, or undefined when it is not one (then nothing can match). */
export function useRouteId(): number | undefined {
  const { id } = useParams();
  if (id === undefined || !/^\d+$/.test(id)) return undefined;
  const value = Number(id);
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
}
