// "Preview": the record's public page rendered with the drafts (POST /api/admin/preview gives a 15-minute token),
// framed at a phone's and a desktop's width. It shows what is saved, so it waits for unsaved changes to be saved.
import { useState } from 'react';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useEditingCalls } from '../../lib/editingCalls';
import { errorMessage } from '../../lib/http';
import { recordName } from '../../lib/contentResources';
import { previewUrl, publicPageOf } from './publicPage';
import { useContentResource } from './useContentResource';

/** The widths operators check: a phone's and a desktop's. */
export const PREVIEW_WIDTHS = [390, 1280] as const;

export function PreviewButton() {
  const record = useRecordContext();
  const resource = useContentResource();
  const { isDirty } = useFormState();
  const dataProvider = useEditingCalls();
  const notify = useNotify();
  const [url, setUrl] = useState<string | null>(null);
  if (!record) return null;
  const name = recordName(resource, record);
  const open = () =>
    dataProvider.previewToken().then(
      ({ token }) => setUrl(previewUrl(publicPageOf(resource.key, record), token)),
      (error: unknown) => notify(errorMessage(error), { type: 'error' }),
    );
  return (
    <>
      <Button label={isDirty ? 'Save to preview' : 'Preview'} onClick={open} disabled={isDirty}>
        <VisibilityIcon />
      </Button>
      {url && (
        <Dialog open fullScreen onClose={() => setUrl(null)} aria-labelledby="preview-title">
          <DialogTitle id="preview-title" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            Preview of {name}
            <Typography component="span" variant="body2">
              with every saved draft, not published
            </Typography>
            <IconButton aria-label="Close the preview" onClick={() => setUrl(null)} sx={{ ml: 'auto' }}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', overflowX: 'auto' }}>
            {PREVIEW_WIDTHS.map((width) => (
              <Box key={width} sx={{ flex: 'none' }}>
                <Typography variant="caption">{width} px</Typography>
                <iframe
                  title={`${name} at ${width} px`}
                  src={url}
                  width={width}
                  height={800}
                  style={{ border: '1px solid #ccc', display: 'block' }}
                />
              </Box>
            ))}
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
