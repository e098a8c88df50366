import { translatedValue } from '@carta/domain';
import { IMAGE_SIZES } from '@carta/domain/image-rules';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageSelector } from '../../widgets/ImageSelector/ImageSelector.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { EmbedInput } from '../shared/EmbedInput.tsx';
import type { BlockEditorProps } from '../types.ts';

/** Icon list (37): a 200x200 icon, a title, a description and an Instagram embed. */
export const Editor = memo(function IconListEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'iconList'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const title = data.IconListTitle;
  const reportEmbed = useCallback(
    (InstagramIframe: string) => onChange({ InstagramIframe }),
    [onChange],
  );
  if (collapsed) {
    return (
      <Typography variant="body2" noWrap>
        {translatedValue(title, contentLanguage) || t('blocks.iconList.noTitle')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <ImageSelector
        label={t('blocks.iconList.image')}
        value={data.IconListImage}
        onChange={(IconListImage) => onChange({ IconListImage })}
        aspect={IMAGE_SIZES.iconList.aspect}
        output={IMAGE_SIZES.iconList}
        clearable
      />
      <ConnectedTranslatableField
        label={t('blocks.iconList.title')}
        value={title}
        languages={languages}
        onChange={(IconListTitle) => onChange({ IconListTitle })}
      />
      <ConnectedTranslatableField
        label={t('blocks.iconList.description')}
        value={data.IconListDescription}
        languages={languages}
        mode="textArea"
        onChange={(IconListDescription) => onChange({ IconListDescription })}
      />
      <EmbedInput value={data.InstagramIframe} onChange={reportEmbed} />
    </Stack>
  );
});
