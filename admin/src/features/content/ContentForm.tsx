// A content record's form, derived from the registry: one input per field of describeFields, in declaration order.
// Values are checked with the API's rules before sending; the API's own 400 messages land next to their fields.
import type { ReactElement } from 'react';
import { SimpleForm } from 'react-admin';
import type { ContentResource } from '../../lib/contentResources';
import { FieldInput } from './FieldInput';

// A save's answer (its new revision) resets the form without losing what was typed while it was on its way. One
// object for every render: react-admin resets the form again whenever this option changes.
const KEEP_TYPED_VALUES = { keepDirtyValues: true };

interface Props {
  resource: ContentResource;
  toolbar?: ReactElement | false;
  /** Shown above the fields (the draft's state, a conflict). */
  header?: ReactElement | null;
  /** A new record has no id yet: the id field is left out (as for the single record, asked for without one). */
  creating?: boolean;
}

export function ContentForm({ resource, toolbar, header, creating }: Props) {
  const fields = resource.fields.filter((field) => !((creating || resource.single) && field.readOnly));
  return (
    // Empty inputs stay as they are ('' for text): recordBody turns empty optional values into null. The browser's own
    // checks (type="url") are off: the API's rules show their messages next to the fields instead of a bubble.
    <SimpleForm toolbar={toolbar} noValidate resetOptions={KEEP_TYPED_VALUES} warnWhenUnsavedChanges sx={{ maxWidth: 900 }}>
      {header}
      {fields.map((field) => (
        <FieldInput key={field.name} field={field} />
      ))}
    </SimpleForm>
  );
}
