import { useParams } from 'react-router-dom';
import { positiveId } from './siteRoute';

/** The `:id` route parameter as a positive integer, or undefined when it is not one (then nothing can match). */
export function useRouteId(): number | undefined {
  return positiveId(useParams().id);
}
