// What an editing screen needs to know about each field, derived from the registry (./registry.ts) and the fields'
// kinds (./fields.ts): its label, whether it is required, its longest value, whether it is rich text, a picture or a
// reference. The admin builds its forms and lists from these, and the API's bundle validation enforces the same
// lengths, so adding a field to an entity adds it to the admin with no admin code.
import { OPTIONAL_KINDS, PICTURE_KINDS, type FieldKind } from './fields';
import { contentType, type ContentKey } from './registry';

/** The longest value a field of each kind may hold, in characters (a picture list: each path). */
export const MAX_LENGTH: Partial<Record<FieldKind, number>> = {
  name: 200,
  text: 2_000,
  optionalText: 2_000,
  picture: 500,
  optionalPicture: 500,
  pictures: 500,
  url: 2_048,
  optionalUrl: 2_048,
};

/** Rich text (stored HTML) may be long: an article with its markup. */
export const RICH_TEXT_MAX_LENGTH = 100_000;

export interface FieldDescription {
  name: string;
  kind: FieldKind;
  label: string;
  /** Must be given (optional kinds may be null; `text` and `url` may be empty but not absent). */
  required: boolean;
  /** Must hold something (names, titles, pictures). */
  filled: boolean;
  /** The longest string (or picture path) it takes; absent for numbers and dates. */
  maxLength?: number;
  richText: boolean;
  /** 'one' for a picture field, 'many' for a picture list. */
  picture: 'one' | 'many' | null;
  /** The content type whose id a reference field holds. */
  reference: ContentKey | null;
  /** The record's id and its position (set by reordering): shown, never edited. */
  readOnly: boolean;
}

// Words the derived labels spell as people do.
const WORDS: Record<string, string> = { url: 'URL', gmap: 'Google Maps', linked: 'Linked', tiktok: 'TikTok', id: 'ID' };

/** "who_we_are" -> "Who we are", "coreValue" -> "Core value", "email1" -> "Email 1", "map_url" -> "Map URL". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const label = words.join(' ').replace('Linked in', 'LinkedIn');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Every field of a content type, in the declaration's order, as an editing screen shows it. */
export function describeFields(key: ContentKey): FieldDescription[] {
  const { entity, richText, references = {}, fieldLabels = {} } = contentType(key);
  return Object.entries(entity.fields).map(([name, kind]) => {
    const rich = richText.includes(name);
    const maxLength = rich ? RICH_TEXT_MAX_LENGTH : MAX_LENGTH[kind];
    return {
      name,
      kind,
      label: fieldLabels[name] ?? fieldLabel(name),
      required: !OPTIONAL_KINDS.has(kind),
      filled: kind === 'id' || kind === 'name' || kind === 'picture',
      ...(maxLength === undefined ? {} : { maxLength }),
      richText: rich,
      picture: PICTURE_KINDS.has(kind) ? (kind === 'pictures' ? 'many' : 'one') : null,
      reference: (references[name] as ContentKey | undefined) ?? null,
      readOnly: kind === 'id' || kind === 'position',
    };
  });
}
