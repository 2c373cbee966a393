// The editing calls beside the lists and forms (docs/content-editing.md): what links to a record, a draft's discard
// and schedule, a release, a version's restore, a preview token, an upload to the media library, a new order.
// The data provider carries them as its own methods (useDataProvider().publish(...)).
import { useDataProvider, type DataProvider } from 'react-admin';
import { apiJson } from './http';
import { contentResource } from './contentResources';

/** Something that refers to a record: products of a category, open enquiries naming a product. */
export interface Link {
  type: string;
  id: number | string;
  label: string;
}

export interface DraftRef {
  type: string;
  id: number | string;
}

export interface MediaRecord {
  id: number;
  path: string;
  alt: string;
  /** 0..1 across and down: every rendition's crop keeps this point. */
  focalX?: number;
  focalY?: number;
  width?: number;
  height?: number;
}

const recordUrl = (resourceName: string, id: unknown) => {
  const resource = contentResource(resourceName);
  if (!resource) throw new Error(`${resourceName} is not a content type`);
  return `/content/${resource.name}/${encodeURIComponent(String(id))}`;
};

export const editingCalls = {
  links: (resourceName: string, id: unknown) => apiJson<Link[]>(`${recordUrl(resourceName, id)}/links`),
  discardDraft: (resourceName: string, id: unknown) => apiJson<void>(`${recordUrl(resourceName, id)}/draft`, { method: 'DELETE' }),
  /** `publishAt` an ISO moment, or null to cancel. */
  schedule: (resourceName: string, id: unknown, publishAt: string | null) =>
    apiJson<unknown>(`${recordUrl(resourceName, id)}/schedule`, { method: 'PUT', body: { publishAt } }),
  /** A release: the chosen drafts (or all of them) published as one version. */
  publish: (drafts: DraftRef[] | 'all') =>
    apiJson<{ version: unknown }>('/publish', {
      method: 'POST',
      body: drafts === 'all' ? { all: true } : { drafts: drafts.map(({ type, id }) => ({ type, id: Number(id) })) },
    }),
  restoreVersion: (id: unknown) => apiJson<unknown>(`/versions/${encodeURIComponent(String(id))}/restore`, { method: 'POST' }),
  previewToken: () => apiJson<{ token: string; expiresAt: string }>('/preview', { method: 'POST' }),
  /** `focal` in 0..1 across and down; the API centres the crop without it. */
  uploadMedia: (file: File, alt: string, focal?: { focalX: number; focalY: number }) => {
    const form = new FormData();
    form.set('alt', alt);
    if (focal) {
      form.set('focalX', String(focal.focalX));
      form.set('focalY', String(focal.focalY));
    }
    form.set('file', file);
    return apiJson<MediaRecord>('/media', { method: 'POST', body: form });
  },
  saveOrder: (resourceName: string, ids: (number | string)[]) => {
    const resource = contentResource(resourceName);
    if (!resource) throw new Error(`${resourceName} is not a content type`);
    return apiJson<unknown>(`/content/${resource.name}/order`, { method: 'PUT', body: { ids: ids.map(Number) } });
  },
};

export type EditingCalls = typeof editingCalls;

/** The data provider with these calls, in a component (react-admin's checks on a 401 included). */
export const useEditingCalls = () => useDataProvider<DataProvider & EditingCalls>();
