// One field of a content form, its input chosen by its description (describeFields): text, rich text (TipTap, loaded
// with the first form that has one), number, date, web address, a reference to another type, or pictures from the
// media library. Labels and errors come from react-admin's inputs (label for the input, error described-by it).
import { lazy, Suspense } from 'react';
import { DateInput, DateTimeInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDescription } from '@starfamily/shared/entities';
import { contentResources } from '../../lib/contentResources';
import { fieldValidators } from './fieldValidation';
import { MediaInput } from './media/MediaInput';

const RichTextInput = lazy(() =>
  import(/* webpackChunkName: "rich-text" */ 'ra-input-rich-text').then((module) => ({ default: module.RichTextInput })),
);

const referenced = (key: string) => contentResources.find((resource) => resource.key === key);

export function FieldInput({ field }: { field: FieldDescription }) {
  const common = { source: field.name, label: field.label, validate: fieldValidators(field) };
  if (field.readOnly) return <TextInput {...common} disabled />;
  if (field.richText) {
    return (
      <Suspense fallback={<TextInput {...common} multiline fullWidth helperText="Loading the editor…" />}>
        <RichTextInput {...common} fullWidth />
      </Suspense>
    );
  }
  if (field.picture) return <MediaInput {...common} multiple={field.picture === 'many'} />;
  if (field.reference) {
    const target = referenced(field.reference);
    return (
      <ReferenceInput
        source={field.name}
        reference={target?.name ?? field.reference}
        sort={{ field: target?.labelField ?? 'id', order: 'ASC' }}
        perPage={100}
      >
        <SelectInput label={field.label} optionText={target?.labelField ?? 'id'} emptyText="None" validate={common.validate} />
      </ReferenceInput>
    );
  }
  switch (field.kind) {
    case 'optionalAmount':
      return <NumberInput {...common} min={0} step={0.01} />;
    case 'optionalDate':
      return <DateInput {...common} />;
    case 'timestamp':
      return <DateTimeInput {...common} />;
    case 'url':
    case 'optionalUrl':
      return <TextInput {...common} type="url" fullWidth />;
    default:
      return <TextInput {...common} fullWidth multiline={field.kind !== 'name'} />;
  }
}
