// Publishing: the chosen drafts as one release, or every pending draft (POST /api/admin/publish). One version
// either way; a release that would not make a valid site is refused whole with the API's reasons.
import { Button, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import PublishIcon from '@mui/icons-material/Publish';
import { useEditingCalls, type DraftRef } from '../../lib/editingCalls';
import { errorMessage } from '../../lib/http';

/** `products/3` (the draft's id in the list) -> `{type: 'products', id: 3}`. */
export function draftRef(id: unknown): DraftRef {
  const text = String(id);
  const slash = text.lastIndexOf('/');
  return { type: text.slice(0, slash), id: Number(text.slice(slash + 1)) };
}

function usePublish() {
  const dataProvider = useEditingCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('drafts');
  return (drafts: DraftRef[] | 'all', what: string) =>
    dataProvider.publish(drafts).then(
      (answer) => {
        const version = (answer?.version as { id?: unknown } | undefined)?.id ?? answer?.version;
        notify(`Published ${what}${version !== undefined ? ` as version ${String(version)}` : ''}. The site shows it within seconds.`);
        unselectAll();
        refresh();
      },
      (error: unknown) => notify(errorMessage(error), { type: 'error', multiLine: true, autoHideDuration: null }),
    );
}

export function PublishSelectedButton() {
  const { selectedIds } = useListContext();
  const publish = usePublish();
  const count = selectedIds.length;
  return (
    <Button
      label={`Publish ${count} selected`}
      variant="contained"
      onClick={() => publish(selectedIds.map(draftRef), `${count} draft${count === 1 ? '' : 's'}`)}
    >
      <PublishIcon />
    </Button>
  );
}

export function PublishAllButton() {
  const { total } = useListContext();
  const publish = usePublish();
  return (
    <Button label="Publish all" disabled={!total} onClick={() => publish('all', 'every draft')}>
      <PublishIcon />
    </Button>
  );
}
