// The content types as react-admin resources, derived from the registry (shared/src/entities/registry.ts): one
// resource per registry key, named by its path in the admin API (`hero-slides`), so a new type or field needs no
// admin code.
import { contentKeys, contentPath, contentType, describeFields, type ContentKey, type FieldDescription } from '@starfamily/shared/entities';

export interface ContentResource {
  key: ContentKey;
  /** The resource's name: the type's path in the admin API and in the admin's URLs. */
  name: string;
  one: string;
  many: string;
  single: boolean;
  /** The site's default order: newest first (events) or by id. */
  newestFirst: boolean;
  /** Operators set the order (hero slides): the list offers "Change order". */
  ordered: boolean;
  fields: FieldDescription[];
  /** The field that names a record (its title), or the id. */
  labelField: string;
}

export const contentResources: ContentResource[] = contentKeys.map((key) => {
  const { one, many, single, order, ordered, entity } = contentType(key);
  return {
    key,
    name: contentPath(key),
    one,
    many,
    single: Boolean(single),
    newestFirst: order === 'newest',
    ordered: Boolean(ordered),
    fields: describeFields(key),
    labelField: entity.label ?? 'id',
  };
});

const byName = new Map(contentResources.map((resource) => [resource.name, resource]));

/** The content resource of a react-admin resource name, if it is one. */
export const contentResource = (name: string | undefined): ContentResource | undefined => (name ? byName.get(name) : undefined);

/** The content resource the API calls `type` in drafts, links and versions (its registry key; its path is accepted too). */
export const contentResourceOfType = (type: string): ContentResource | undefined =>
  contentResources.find((resource) => resource.key === type || resource.name === type);

/** What an operator calls a record: "Product 3: Sesame seeds". */
export function recordName(resource: ContentResource, record: Record<string, unknown> | undefined): string {
  if (!record) return resource.one;
  const label = resource.labelField === 'id' ? '' : String(record[resource.labelField] ?? '').trim();
  if (resource.single) return resource.one;
  return label ? `${resource.one} ${String(record.id)}: ${label}` : `${resource.one} ${String(record.id ?? '')}`.trim();
}
