// The data provider's content side (docs/content-editing.md): the working copy of every registry type, drafts,
// releases, versions, media and preview. Records carry `_revision`, sent back on save and delete (409 if stale).
import type { CreateParams, DeleteParams, GetListParams, GetManyParams, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import { apiJson, query } from './http';
import { contentResource, type ContentResource } from './contentResources';

interface Page<T> {
  items: T[];
  total: number;
}
type Row = Record<string, unknown>;

const contentUrl = (resource: ContentResource, id?: unknown) =>
  `/content/${resource.name}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

/** A form's values as the API takes a record: its fields only, empty optional values as null, dates as ISO. */
export function recordBody(resource: ContentResource, data: Row): Row {
  const body: Row = {};
  for (const field of resource.fields) {
    if (field.readOnly) continue;
    let value = data[field.name];
    if (value === '' && !field.required) value = null;
    // A field the form never had: what a bundle holds for nothing (the API's rules then say what is missing).
    if (value === undefined) value = !field.required ? null : field.picture === 'many' ? [] : '';
    if (field.kind === 'timestamp' && value) value = new Date(value as string | Date).toISOString();
    if (field.kind === 'optionalDate' && value instanceof Date) value = value.toISOString().slice(0, 10);
    body[field.name] = value;
  }
  return body;
}

/** A draft's id in the app: its type and record id (ids repeat across types). */
export const draftId = (draft: { type: string; id: number | string }) => `${draft.type}/${draft.id}`;

/** The list and detail calls of the content, drafts, versions and media; undefined for a resource not theirs. */
export const contentProvider = {
  async getList(
    resourceName: string,
    { pagination, sort, filter = {} }: GetListParams,
  ): Promise<{ data: RaRecord[]; total: number } | undefined> {
    const { page = 1, perPage = 25 } = pagination ?? {};
    const resource = contentResource(resourceName);
    if (resource) {
      const order = sort?.field ? { sort: sort.field, order: sort.order === 'DESC' ? 'desc' : 'asc' } : {};
      const answer = await apiJson<Page<RaRecord>>(`${contentUrl(resource)}${query({ q: (filter as Row).q, ...order, page, perPage })}`);
      return { data: answer.items, total: answer.total };
    }
    if (resourceName === 'drafts') {
      const drafts = await apiJson<Row[]>('/drafts');
      const rows = drafts.map((draft) => ({ ...draft, recordId: draft.id, id: draftId(draft as { type: string; id: number }) }));
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }
    if (resourceName === 'versions') {
      const answer = await apiJson<Page<RaRecord>>(`/versions${query({ page, perPage })}`);
      return { data: answer.items, total: answer.total };
    }
    if (resourceName === 'media') {
      const answer = await apiJson<Page<RaRecord>>(`/media${query({ q: (filter as Row).q, page, perPage })}`);
      return { data: answer.items, total: answer.total };
    }
    return undefined;
  },

  async getOne(resourceName: string, { id }: GetOneParams): Promise<{ data: RaRecord } | undefined> {
    const resource = contentResource(resourceName);
    if (resource?.single) return { data: { ...(await apiJson<RaRecord>(contentUrl(resource))), id } };
    if (resource) return { data: await apiJson<RaRecord>(contentUrl(resource, id)) };
    if (resourceName === 'versions' || resourceName === 'media')
      return { data: await apiJson<RaRecord>(`/${resourceName}/${encodeURIComponent(String(id))}`) };
    return undefined;
  },

  /** A reference's chosen records (a product's category), one call each: the API pages at most 100. */
  async getMany(resourceName: string, { ids }: GetManyParams): Promise<{ data: RaRecord[] } | undefined> {
    const resource = contentResource(resourceName);
    if (!resource) return undefined;
    const data = await Promise.all(ids.map((id) => apiJson<RaRecord>(contentUrl(resource, id))));
    return { data };
  },

  async create(resourceName: string, { data }: CreateParams): Promise<{ data: RaRecord } | undefined> {
    const resource = contentResource(resourceName);
    if (!resource) return undefined;
    return { data: await apiJson<RaRecord>(contentUrl(resource), { method: 'POST', body: recordBody(resource, data as Row) }) };
  },

  async update(resourceName: string, { id, data }: UpdateParams): Promise<{ data: RaRecord } | undefined> {
    const resource = contentResource(resourceName);
    if (!resource) return undefined;
    // The revision the form was opened on (not a newer one fetched meanwhile): a stale save must be refused.
    const body = { ...recordBody(resource, data as Row), _revision: (data as Row)._revision };
    const saved = await apiJson<RaRecord>(contentUrl(resource, resource.single ? undefined : id), { method: 'PUT', body });
    // The single record is known to react-admin by the id it was asked for (its own id is no business of the form's).
    return { data: resource.single ? { ...saved, id } : saved };
  },

  async delete(resourceName: string, { id, previousData }: DeleteParams): Promise<{ data: RaRecord } | undefined> {
    const resource = contentResource(resourceName);
    if (!resource) return undefined;
    await apiJson(`${contentUrl(resource, id)}${query({ revision: previousData?._revision })}`, { method: 'DELETE' });
    return { data: (previousData ?? { id }) as RaRecord };
  },
};
