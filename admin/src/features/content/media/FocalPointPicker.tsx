// The focal point of a picture about to be uploaded: a click or tap on its preview puts the marker there, and two
// number inputs (whole percent) move it by keyboard; every rendition's crop keeps this point in frame.
import { useEffect, useState, type MouseEvent } from 'react';
import { Box, TextField } from '@mui/material';

/** Where the point sits, in percent of the picture's width (across) and height (down). */
export interface FocalPoint {
  across: number;
  down: number;
}

export const CENTRE: FocalPoint = { across: 50, down: 50 };

const toPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

export const describeFocalPoint = ({ across, down }: FocalPoint) => `Focal point at ${across}% across, ${down}% down`;

export function FocalPointPicker({ file, value, onChange }: { file: File; value: FocalPoint; onChange: (point: FocalPoint) => void }) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // jsdom has no layout, so the click is placed from the box the browser reports (mocked in the tests).
  const place = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({
      across: toPercent(((event.clientX - box.left) / box.width) * 100),
      down: toPercent(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const input = (label: string, key: keyof FocalPoint) => (
    <TextField
      label={label}
      type="number"
      size="small"
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: toPercent(Number(event.target.value)) })}
      slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ position: 'relative', justifySelf: 'start', lineHeight: 0 }}>
        {previewUrl && (
          <Box
            component="img"
            src={previewUrl}
            onClick={place}
            alt={`Preview of ${file.name}: click or tap where the focal point is`}
            sx={{ maxWidth: '100%', maxHeight: 240, cursor: 'crosshair' }}
          />
        )}
        <Box
          role="img"
          aria-label={describeFocalPoint(value)}
          sx={{
            position: 'absolute',
            left: `${value.across}%`,
            top: `${value.down}%`,
            width: 20,
            height: 20,
            transform: 'translate(-50%, -50%)',
            border: '2px solid white',
            borderRadius: '50%',
            boxShadow: '0 0 0 2px black',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {input('Focal point across (%)', 'across')}
        {input('Focal point down (%)', 'down')}
      </Box>
    </Box>
  );
}
