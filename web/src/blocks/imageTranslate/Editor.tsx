import { fillLanguages } from '@carta/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageSelector } from '../../widgets/ImageSelector/ImageSelector.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { contentLanguages, languageName } from '../../widgets/TranslatableField/languages.ts';
import { ImageSummary } from '../shared/ImageSummary.tsx';
import type { BlockEditorProps } from '../types.ts';

/**
 * Image translate (behaviour.md#limits type 41): one image per enterprise language, one tab each (behaviour.md#blocks, as Image 4).
 * The tab shown is the content language being edited until the user picks another.
 */
export const Editor = memo(function ImageTranslateEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'imageTranslate'>) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const available = contentLanguages(languages);
  const images = data.ImageTranslateURL;
  const contentLanguage = useContentLanguage(available);
  const [chosen, setChosen] = useState<string | null>(null);
  const tab = chosen && available.includes(chosen) ? chosen : contentLanguage;
  const withImage = available.filter((lang) => Boolean(images[lang]));

  if (collapsed) {
    return (
      <ImageSummary
        images={withImage.map((lang) => ({
          src: images[lang] ?? '',
          alt: t('blocks.imageTranslate.thumbnail', {
            language: languageName(lang, i18n.language),
          }),
        }))}
        text={t('blocks.imageTranslate.summary', {
          count: withImage.length,
          total: available.length,
        })}
      />
    );
  }

  const tabName = (lang: string) => languageName(lang, i18n.language);
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, lang: string) => setChosen(lang)}
        aria-label={t('blocks.imageTranslate.languages')}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {available.map((lang) => (
          <Tab
            key={lang}
            value={lang}
            id={`${id}-tab-${lang}`}
            aria-controls={`${id}-panel-${lang}`}
            label={tabName(lang)}
            icon={
              images[lang] ? (
                <CheckCircleIcon
                  fontSize="small"
                  color="success"
                  titleAccess={t('blocks.imageTranslate.hasImage')}
                />
              ) : undefined
            }
            iconPosition="end"
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        <ImageSelector
          // A fresh selector per language: an open dialog never carries over to another tab.
          key={tab}
          label={t('blocks.imageTranslate.imageFor', { language: tabName(tab) })}
          value={images[tab] || null}
          clearable
          allowOriginal
          onChange={(url) =>
            onChange({
              ImageTranslateURL: { ...fillLanguages(images, available), [tab]: url ?? '' },
            })
          }
        />
      </Box>
    </Box>
  );
});
