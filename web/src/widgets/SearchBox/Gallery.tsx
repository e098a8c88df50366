import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox, type SearchBoxProps } from './SearchBox.tsx';

/** One demo: the box and the last search it asked for, so a person sees when a search fires. */
const Demo = ({ title, ...props }: { title: string } & Omit<SearchBoxProps, 'onSearch'>) => {
  const { t } = useTranslation();
  const [searched, setSearched] = useState<string | null>(null);
  const outcome =
    searched === null
      ? t('widgets.SearchBox.gallery.none')
      : searched === ''
        ? t('widgets.SearchBox.gallery.cleared')
        : t('widgets.SearchBox.gallery.lastSearch', { text: searched });
  return (
    <Stack component="section" aria-label={title} spacing={1} sx={{ maxWidth: 420 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <SearchBox {...props} onSearch={setSearched} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {outcome}
      </Typography>
    </Stack>
  );
};

export const Gallery = () => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap spacing={4} sx={{ flexWrap: 'wrap' }}>
      <Demo title={t('widgets.SearchBox.gallery.clearable')} clearable />
      <Demo
        title={t('widgets.SearchBox.gallery.plain')}
        placeholder={t('widgets.SearchBox.gallery.placeholderDishes')}
      />
      <Demo
        title={t('widgets.SearchBox.gallery.standard')}
        clearable
        variant="standard"
        defaultValue="Desayuno"
      />
      <Demo title={t('widgets.SearchBox.gallery.disabled')} clearable disabled defaultValue="Spa" />
    </Stack>
  );
};
