// A picture field (one path) or picture list (paths) of a content record: thumbnails of what it holds, each removable,
// and "Choose a picture" to pick from the media library or upload a new one with its alt text.
import { useId, useState } from 'react';
import { Button, FieldTitle, useInput, type Validator } from 'react-admin';
import { Box, FormControl, FormHelperText, FormLabel, IconButton } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Close';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { MediaLibraryDialog } from './MediaLibraryDialog';
import { pictureUrl } from './pictureUrl';

interface Props {
  source: string;
  label: string;
  multiple: boolean;
  validate: Validator[];
}

const asPaths = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value ? [String(value)] : []);

export function MediaInput({ source, label, multiple, validate }: Props) {
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue: multiple ? [] : null });
  const [choosing, setChoosing] = useState(false);
  const labelId = useId();
  const errorId = useId();
  const paths = asPaths(field.value);
  const change = (next: string[]) => {
    field.onChange(multiple ? next : (next[0] ?? null));
    field.onBlur();
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-describedby={error ? errorId : undefined} sx={{ mb: 2 }}>
      <FormLabel component="legend" id={labelId}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: '8px 0' }} aria-labelledby={labelId}>
        {paths.map((path, index) => (
          <Box component="li" key={`${path}-${index}`} sx={{ position: 'relative' }}>
            <img
              src={pictureUrl(path)}
              alt={`${label} ${index + 1}: ${path}`}
              width={120}
              height={90}
              style={{ objectFit: 'cover', display: 'block' }}
            />
            <IconButton
              size="small"
              aria-label={`Remove ${path} from ${label}`}
              onClick={() => change(paths.filter((_, at) => at !== index))}
              sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button
        label={multiple ? `Add a picture to ${label}` : `Choose ${label}`}
        onClick={() => setChoosing(true)}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        <PhotoLibraryIcon />
      </Button>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
      {choosing && (
        <MediaLibraryDialog
          title={multiple ? `Add a picture to ${label}` : `Choose ${label}`}
          onClose={() => setChoosing(false)}
          onChoose={(path) => {
            change(multiple ? [...paths, path] : [path]);
            setChoosing(false);
          }}
        />
      )}
    </FormControl>
  );
}
