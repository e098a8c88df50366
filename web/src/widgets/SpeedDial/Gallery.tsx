import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeedDial } from './SpeedDial.tsx';

type ActionKey = 'saved' | 'undone' | 'cancelled' | 'deleted' | 'added';

const Demo = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="figure" sx={{ m: 0, minWidth: 220 }}>
    <Typography component="figcaption" variant="subtitle2" gutterBottom>
      {title}
    </Typography>
    {/* Room above the button for the actions opening upwards. */}
    <Box sx={{ height: 300, display: 'flex', alignItems: 'flex-end' }}>{children}</Box>
  </Box>
);

/** The speed dial's states, inline so that they sit side by side; one can float as in the editor. */
export const Gallery = () => {
  const { t } = useTranslation();
  const [last, setLast] = useState<ActionKey | null>(null);
  const [fixed, setFixed] = useState(false);
  const g = (key: 'all' | 'saving' | 'some' | 'fixed' | 'entryType') =>
    t(`widgets.SpeedDial.gallery.${key}`);
  const actions = {
    onSave: () => setLast('saved'),
    onUndo: () => setLast('undone'),
    onDelete: () => setLast('deleted'),
    onAdd: () => setLast('added'),
    entryTypeName: g('entryType'),
  };

  return (
    <Stack spacing={2}>
      <Typography role="status">
        {t('widgets.SpeedDial.gallery.lastAction', {
          action: last
            ? t(`widgets.SpeedDial.gallery.${last}`)
            : t('widgets.SpeedDial.gallery.noAction'),
        })}
      </Typography>
      <Stack direction="row" useFlexGap spacing={4} sx={{ flexWrap: 'wrap' }}>
        <Demo title={g('all')}>
          <SpeedDial placement="inline" {...actions} />
        </Demo>
        <Demo title={g('saving')}>
          <SpeedDial placement="inline" saving {...actions} />
        </Demo>
        <Demo title={g('some')}>
          <SpeedDial
            placement="inline"
            onSave={actions.onSave}
            onUndo={() => setLast('cancelled')}
            undoKind="cancel"
          />
        </Demo>
      </Stack>
      <FormControlLabel
        control={<Switch checked={fixed} onChange={(event) => setFixed(event.target.checked)} />}
        label={g('fixed')}
      />
      {fixed && <SpeedDial {...actions} />}
    </Stack>
  );
};
