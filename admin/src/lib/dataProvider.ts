// react-admin's data provider over the admin API (docs/admin.md, "Operations"). Resources: `inbox` (contact messages
// and enquiries, ids `<kind>-<id>`), `operators` (accounts), `audit` (read-only) and `passkeys` (the operator's own);
// the content types, `drafts`, `versions` and `media` are ./contentProvider.ts's (docs/content-editing.md).
import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { apiFetch, apiJson, query } from './http';
import { contentProvider } from './contentProvider';
import { editingCalls } from './editingCalls';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

type Row = Record<string, unknown>;

/** An inbox item's id in the app: its kind and its id in that kind's table. */
export const inboxId = (item: { kind: string; id: number | string }) => `${item.kind}-${item.id}`;
/** `enquiry-4` -> `/inbox/enquiry/4`. */
export function inboxPath(id: unknown): string {
  const match = /^(contact|enquiry)-(\d+)$/.exec(String(id));
  if (!match) throw new Error(`not an inbox item: ${String(id)}`);
  return `/inbox/${match[1]}/${match[2]}`;
}
const withInboxId = (item: Row) => ({ ...item, itemId: item.id, id: inboxId(item as { kind: string; id: number }) });

/** A list the API gives whole (accounts, passkeys): paged in the browser. */
function pageOf<T extends Row>(rows: T[], { pagination }: GetListParams) {
  const { page = 1, perPage = rows.length || 1 } = pagination ?? {};
  return { data: rows.slice((page - 1) * perPage, page * perPage) as unknown as RaRecord[], total: rows.length };
}

/** What changed in a form: the fields sent with PATCH. */
const changed = (data: Row, previous: Row | undefined, fields: string[]) =>
  Object.fromEntries(fields.filter((field) => field in data && data[field] !== previous?.[field]).map((field) => [field, data[field]]));

const refuse = (what: string) => () => Promise.reject(new Error(`${what} is not something the admin does`));

// The answers are the API's rows with an id; react-admin's generic record types are asserted once, at the end.
const provider = {
  async getList(resource: string, params: GetListParams) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const filter = (params.filter ?? {}) as Row;
    const content = await contentProvider.getList(resource, params);
    if (content) return content;
    if (resource === 'inbox') {
      const answer = await apiJson<Page<Row>>(`/inbox${query({ q: filter.q, kind: filter.kind, status: filter.status, page, perPage })}`);
      return { data: answer.items.map(withInboxId) as unknown as RaRecord[], total: answer.total };
    }
    if (resource === 'audit') {
      const answer = await apiJson<Page<RaRecord>>(`/audit${query({ action: filter.action, actor: filter.actor, page, perPage })}`);
      return { data: answer.items, total: answer.total };
    }
    if (resource === 'operators') return pageOf(await apiJson<Row[]>('/operators'), params);
    if (resource === 'passkeys') return pageOf(await apiJson<Row[]>('/passkeys'), params);
    throw new Error(`unknown resource ${resource}`);
  },

  async getOne(resource: string, params: GetOneParams) {
    const { id } = params;
    const content = await contentProvider.getOne(resource, params);
    if (content) return content;
    if (resource === 'inbox') return { data: withInboxId(await apiJson<Row>(inboxPath(id))) as unknown as RaRecord };
    if (resource === 'operators') {
      const operator = (await apiJson<RaRecord[]>('/operators')).find((row) => String(row.id) === String(id));
      if (!operator) throw new Error('That account does not exist.');
      return { data: operator };
    }
    throw new Error(`${resource} items are not opened one by one`);
  },

  async getMany(resource: string, params: GetManyParams) {
    const { ids } = params;
    const content = await contentProvider.getMany(resource, params);
    if (content) return content;
    const { data } = await provider.getList(resource, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    return { data: data.filter((row) => ids.map(String).includes(String(row.id))) };
  },

  async update(resource: string, params: UpdateParams) {
    const { id, data, previousData } = params;
    const content = await contentProvider.update(resource, params);
    if (content) return content;
    if (resource === 'inbox') {
      const patch = changed(data, previousData, ['status', 'note']);
      return { data: withInboxId(await apiJson<Row>(inboxPath(id), { method: 'PATCH', body: patch })) as unknown as RaRecord };
    }
    if (resource === 'operators') {
      const patch = changed(data, previousData, ['role', 'disabled']);
      const answer = await apiJson<Row | undefined>(`/operators/${id}`, { method: 'PATCH', body: patch });
      return { data: { ...previousData, ...(answer ?? {}), ...patch, id } as RaRecord };
    }
    throw new Error(`${resource} items are not changed from the admin`);
  },

  async create(resource: string, params: CreateParams) {
    const { data } = params;
    const content = await contentProvider.create(resource, params);
    if (content) return content;
    if (resource === 'operators') {
      const answer = await apiJson<{ operator: RaRecord; setupUrl: string }>('/operators', {
        method: 'POST',
        body: { email: data.email, role: data.role },
      });
      return { data: { ...answer.operator, setupUrl: answer.setupUrl } };
    }
    throw new Error(`${resource} items are not added this way`);
  },

  async delete(resource: string, params: DeleteParams) {
    const { id, previousData } = params;
    const content = await contentProvider.delete(resource, params);
    if (content) return content;
    if (resource === 'passkeys') {
      await apiFetch(`/passkeys/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: (previousData ?? { id }) as RaRecord };
    }
    throw new Error(`${resource} items are not deleted from the admin`);
  },

  ...editingCalls,

  getManyReference: refuse('getManyReference'),
  updateMany: refuse('updateMany'),
  deleteMany: refuse('deleteMany'),

  /** A new set-up link for an account (the old ones stop working). */
  async newSetupLink(id: number | string): Promise<string> {
    return (await apiJson<{ setupUrl: string }>(`/operators/${id}/setup-link`, { method: 'POST' })).setupUrl;
  },
};

export const dataProvider = provider as unknown as DataProvider;
