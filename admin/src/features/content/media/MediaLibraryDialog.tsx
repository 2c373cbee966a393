// The media library as a picker: search, a page of thumbnails (each a button named by its alt text), and an upload
// form for a new picture with its required alt text. Choosing or uploading hands the picture's path back.
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Pagination, TextField, Typography } from '@mui/material';
import type { MediaRecord } from '../../../lib/editingCalls';
import { errorMessage } from '../../../lib/http';
import { MediaUploadForm } from './MediaUploadForm';
import { pictureUrl } from './pictureUrl';

const PER_PAGE = 24;

interface Props {
  title: string;
  onChoose: (path: string) => void;
  onClose: () => void;
}

export function MediaLibraryDialog({ title, onChoose, onClose }: Props) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<MediaRecord & { id: number }>('media', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'id', order: 'DESC' },
    filter: { q },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="media-library-title" maxWidth="md" fullWidth>
      <DialogTitle id="media-library-title">{title}</DialogTitle>
      <DialogContent>
        <MediaUploadForm onUploaded={(media) => onChoose(media.path)} />
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
          From the library
        </Typography>
        <TextField
          label="Search the library"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
          size="small"
          margin="dense"
        />
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        {!isPending && !error && data.length === 0 ? <Typography>No pictures found.</Typography> : null}
        <ul aria-label="Pictures in the library" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
          {data.map((media) => (
            <li key={media.id}>
              <Button onClick={() => onChoose(media.path)} aria-label={`Choose ${media.alt}`} sx={{ p: 0.5, display: 'block' }}>
                <img src={pictureUrl(media.path)} alt="" width={120} height={90} style={{ objectFit: 'cover', display: 'block' }} />
                <Typography
                  variant="caption"
                  component="span"
                  sx={{ display: 'block', maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {media.alt}
                </Typography>
              </Button>
            </li>
          ))}
        </ul>
        {total > PER_PAGE && (
          <Pagination count={Math.ceil(total / PER_PAGE)} page={page} onChange={(_, next) => setPage(next)} aria-label="Library pages" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
