import { IMAGE_SIZES } from '@carta/domain/image-rules';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageSelector } from '../../widgets/ImageSelector/ImageSelector.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import type { BlockEditorProps } from '../types.ts';
import { ContactSection } from './ContactSection.tsx';
import { panelSubtitle } from './fields.ts';
import { LocationSection } from './LocationSection.tsx';
import { DescriptionSection, FactsSection } from './TextSections.tsx';

const SIZE = IMAGE_SIZES.brochure;

/**
 * Brochure (behaviour.md#limits type 45): image, titles and four detail sections behind a 'collapse' switch that
 * starts on (behaviour.md#blocks); each section is an accordion, closed until opened (behaviour.md#editing).
 */
export const Editor = memo(function BrochureEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'brochure'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const [detailsCollapsed, setDetailsCollapsed] = useState(true);
  const subtitle = panelSubtitle(data.SiteTitle, data.BrochureTitle, contentLanguage);
  const summary = (
    <Typography
      component="p"
      variant="subtitle2"
      color={subtitle ? 'text.primary' : 'text.secondary'}
      noWrap
      sx={{ letterSpacing: 0.5 }}
    >
      {subtitle || t('blocks.brochure.untitled')}
    </Typography>
  );
  if (collapsed) return summary;

  return (
    <Stack spacing={2}>
      {summary}
      <ImageSelector
        label={t('blocks.brochure.image')}
        value={data.BrochureImage || null}
        // A 21:9 image loses most of itself in a square thumbnail: show it 275px wide instead.
        variant="logo"
        aspect={SIZE.aspect}
        output={{ width: SIZE.width, height: SIZE.height }}
        clearable
        onChange={(BrochureImage) => onChange({ BrochureImage })}
      />
      <ConnectedTranslatableField
        label={t('blocks.brochure.title')}
        value={data.BrochureTitle}
        languages={languages}
        onChange={(BrochureTitle) => onChange({ BrochureTitle })}
      />
      <ConnectedTranslatableField
        label={t('blocks.brochure.subtitle')}
        value={data.BrochureSubtitle}
        languages={languages}
        onChange={(BrochureSubtitle) => onChange({ BrochureSubtitle })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={detailsCollapsed}
            onChange={(event) => setDetailsCollapsed(event.target.checked)}
          />
        }
        label={t('blocks.brochure.collapse')}
      />
      {!detailsCollapsed && (
        <div>
          <LocationSection data={data} onChange={onChange} />
          <ContactSection data={data} onChange={onChange} />
          <DescriptionSection data={data} languages={languages} onChange={onChange} />
          <FactsSection data={data} languages={languages} onChange={onChange} />
        </div>
      )}
    </Stack>
  );
});
