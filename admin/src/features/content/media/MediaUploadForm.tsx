// Upload a new picture to the media library: the file (picker or drop) and its alt text, both required, sent as
// multipart with the session's CSRF header, with the focal point set on its preview (0..1 as the API takes it); the API's refusal (not an image, too big, SVG) is shown as it words it.
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useEditingCalls, type MediaRecord } from '../../../lib/editingCalls';
import { errorMessage } from '../../../lib/http';
import { CENTRE, FocalPointPicker, type FocalPoint } from './FocalPointPicker';

export function MediaUploadForm({ onUploaded }: { onUploaded: (media: MediaRecord) => void }) {
  const dataProvider = useEditingCalls();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [focal, setFocal] = useState<FocalPoint>(CENTRE);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [touched, setTouched] = useState(false);
  const fileId = useId();
  const fileErrorId = useId();
  const altMissing = touched && alt.trim() === '';
  const fileMissing = touched && !file;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTouched(true);
    if (!file || alt.trim() === '') return;
    setSending(true);
    setProblem(null);
    try {
      onUploaded(await dataProvider.uploadMedia(file, alt.trim(), { focalX: focal.across / 100, focalY: focal.down / 100 }));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  // A new picture has its own subject: its focal point starts at the centre again.
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFocal(CENTRE);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={drop}
      aria-label="Upload a new picture"
      noValidate
      sx={{ border: '1px dashed', borderColor: 'divider', p: 2, display: 'grid', gap: 1 }}
    >
      <Typography component="h3" variant="subtitle1">
        Upload a new picture
      </Typography>
      <Typography variant="body2">Drop a photo here or choose a file (PNG, JPEG, WebP or AVIF).</Typography>
      <label htmlFor={fileId}>Picture file</label>
      <input
        id={fileId}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/avif"
        aria-invalid={fileMissing}
        aria-describedby={fileMissing ? fileErrorId : undefined}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      {file && <Typography variant="body2">{file.name}</Typography>}
      {file && <FocalPointPicker file={file} value={focal} onChange={setFocal} />}
      {fileMissing && (
        <Typography id={fileErrorId} color="error" variant="body2">
          Choose a file to upload.
        </Typography>
      )}
      <TextField
        label="Alt text"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        required
        error={altMissing}
        helperText={
          altMissing ? 'Describe the picture for people who cannot see it.' : 'What the picture shows, for people who cannot see it.'
        }
        size="small"
      />
      {problem && <Alert severity="error">{problem}</Alert>}
      <Button type="submit" variant="contained" disabled={sending} sx={{ justifySelf: 'start' }}>
        {sending ? 'Uploading…' : 'Upload and choose'}
      </Button>
    </Box>
  );
}
