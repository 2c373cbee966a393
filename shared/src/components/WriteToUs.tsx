import { useGetBusinessSetupQuery } from '../api/commonEndpoints';

/** "You can also write to us at …": the fallback of a form that cannot be loaded (writing by email still works). */
export function WriteToUs() {
  const { data: setup } = useGetBusinessSetupQuery();
  if (!setup?.email) return null;
  return (
    <p>
      You can also write to us at <a href={`mailto:${setup.email}`}>{setup.email}</a>.
    </p>
  );
}
