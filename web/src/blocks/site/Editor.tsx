import { translatedValue } from '@carta/domain/translatable';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageSelector } from '../../widgets/ImageSelector/ImageSelector.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import type { BlockEditorProps } from '../types.ts';
import { ContactFields } from './ContactFields.tsx';
import { LinkFields } from './LinkFields.tsx';
import { PlaceFields } from './PlaceFields.tsx';

/** Site (20): a place with its image, titles, address, contact data, more info and a link. */
export const Editor = memo(function SiteEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'site'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const title = data.SiteTitle;
  // behaviour.md#blocks: the header shows the site's title in upper case.
  const heading = translatedValue(title, contentLanguage).toLocaleUpperCase(contentLanguage);
  const summary = (
    <Typography
      component="p"
      variant="subtitle2"
      noWrap
      color={heading ? 'text.primary' : 'text.secondary'}
      data-testid="site-title"
    >
      {heading || t('blocks.site.untitled')}
    </Typography>
  );
  if (collapsed) return summary;

  return (
    <Stack spacing={2}>
      {summary}
      <ImageSelector
        label={t('blocks.site.image')}
        value={data.SiteImage}
        onChange={(SiteImage) => onChange({ SiteImage })}
        clearable
      />
      <ConnectedTranslatableField
        label={t('blocks.site.title')}
        value={title}
        languages={languages}
        onChange={(SiteTitle) => onChange({ SiteTitle })}
      />
      <ConnectedTranslatableField
        label={t('blocks.site.subtitle')}
        value={data.SiteSubtitle}
        languages={languages}
        onChange={(SiteSubtitle) => onChange({ SiteSubtitle })}
      />
      <PlaceFields data={data} onChange={onChange} />
      <ContactFields data={data} onChange={onChange} />
      <ConnectedTranslatableField
        label={t('blocks.site.moreInfo')}
        value={data.SiteMoreInfo}
        languages={languages}
        mode="richText"
        onChange={(SiteMoreInfo) => onChange({ SiteMoreInfo })}
      />
      <Divider />
      <LinkFields data={data} languages={languages} onChange={onChange} />
    </Stack>
  );
});
