import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import type { BlockEditorProps } from '../types.ts';

/** A stored '' is no colour chosen, as null is: the picker shows none. */
const colorOf = (value: string | null): string | null => value || null;

/** Content messages (55): the enterprise's messages, titles and descriptions in their colours. */
export const Editor = memo(function ContentMessagesEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'contentMessages'>) {
  const { t } = useTranslation();
  const titleColor = colorOf(data.DviewcontentMessagesTitleColor);
  const descriptionColor = colorOf(data.DviewcontentMessagesDescriptionColor);

  if (collapsed) {
    const appColor = t('blocks.contentMessages.appColor');
    return (
      <Typography variant="body2" noWrap>
        {t('blocks.contentMessages.summary', {
          title: titleColor ?? appColor,
          description: descriptionColor ?? appColor,
        })}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('blocks.contentMessages.description')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ColorPicker
          label={t('blocks.contentMessages.titleColor')}
          value={titleColor}
          onChange={(DviewcontentMessagesTitleColor) =>
            onChange({ DviewcontentMessagesTitleColor })
          }
        />
        <ColorPicker
          label={t('blocks.contentMessages.descriptionColor')}
          value={descriptionColor}
          onChange={(DviewcontentMessagesDescriptionColor) =>
            onChange({ DviewcontentMessagesDescriptionColor })
          }
        />
      </Stack>
    </Stack>
  );
});
