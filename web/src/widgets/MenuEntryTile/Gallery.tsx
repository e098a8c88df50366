import { translatedValue } from '@carta/domain/translatable';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import { type EnterpriseStyle, MenuEntryTile } from './MenuEntryTile.tsx';
import { type DemoEntry, SortableDemo } from './SortableDemo.tsx';

/** The demo hotel's style settings (server seed). */
const hotelStyle: EnterpriseStyle = {
  BGColor: '#00695c',
  Color: '#ffffff',
  BGColorSecundary: '#e0f2f1',
  ColorSecundary: '#004d40',
  GlobalFont: 'Roboto',
  Font: 'Georgia',
  FontSecundary: 'Roboto',
  FontSize: 22,
  FontSizeSecundary: 16,
  withGradient: true,
  withGradientSubmenu: false,
};

const initialEntries: DemoEntry[] = [
  { id: '11', name: { es: 'Restaurante', en: 'Restaurant' }, isNew: false },
  { id: '12', name: { es: 'Spa y piscina', en: 'Spa and pool' }, isNew: false },
  { id: 'new_1', name: { es: 'Terraza', en: 'Terrace' }, isNew: true },
];

const Demo = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
    <Typography component="figcaption" variant="subtitle2" gutterBottom>
      {title}
    </Typography>
    <Box sx={{ maxWidth: 420 }}>{children}</Box>
  </Box>
);

type DemoKey = 'primary' | 'secondary' | 'plain' | 'editable' | 'isNew' | 'untitledDemo';

/** The tile in every state; the editable list sorts by pointer or keyboard like the editor's. */
export const Gallery = () => {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [entries, setEntries] = useState(initialEntries);
  const [lastEdit, setLastEdit] = useState<string | null>(null);
  const g = (key: DemoKey) => t(`widgets.MenuEntryTile.gallery.${key}`);

  return (
    <Stack spacing={3}>
      <Demo title={g('primary')}>
        <MenuEntryTile
          name={{ es: 'Bienvenida', en: 'Welcome' }}
          style={hotelStyle}
          image="/img/demo/lobby.svg"
        />
      </Demo>
      <Demo title={g('secondary')}>
        <MenuEntryTile name={{ es: 'Desayunos', en: 'Breakfasts' }} style={hotelStyle} secondary />
      </Demo>
      <Demo title={g('plain')}>
        <MenuEntryTile name={{ es: 'Actividades', en: 'Activities' }} style={{}} />
      </Demo>
      <Demo title={g('untitledDemo')}>
        <MenuEntryTile name={{ es: '', en: '' }} style={hotelStyle} editable onEdit={() => {}} />
      </Demo>
      <Demo title={g('isNew')}>
        <MenuEntryTile name={{ es: 'Cenas', en: 'Dinners' }} style={hotelStyle} editable isNew />
      </Demo>
      <Box component="figure" sx={{ m: 0 }}>
        <Typography component="figcaption" variant="subtitle2" gutterBottom>
          {g('editable')}
        </Typography>
        <SortableDemo
          entries={entries}
          onReorder={setEntries}
          style={hotelStyle}
          onEdit={(entry) => setLastEdit(translatedValue(entry.name, language))}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('widgets.MenuEntryTile.gallery.order', {
            names: entries.map((e) => translatedValue(e.name, language)).join(', '),
          })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" role="status">
          {t('widgets.MenuEntryTile.gallery.lastEdit', {
            name: lastEdit ?? t('widgets.MenuEntryTile.gallery.none'),
          })}
        </Typography>
      </Box>
    </Stack>
  );
};
