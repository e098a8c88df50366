import { type Translatable, translatedValue } from '@carta/domain';
import { isHexColor, isLightColor } from '@carta/domain/color';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { GuestNeeded } from '../shared/GuestNeeded.tsx';
import type { BlockEditorProps } from '../types.ts';
import { StyleControls } from './StyleControls.tsx';
import { type SimpleTextStyle, styledText, styleOf } from './style.ts';

/** Base size of the preview at multiplier 1; each step adds a quarter of it. */
const PREVIEW_BASE_REM = 1;

/** Simple text (type 64): a translatable line with its alignment, size, case and colour. */
export const Editor = memo(function SimpleTextEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'simpleText'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const { enterprise } = useSession();
  const title = data.Title;
  // Defensive: a damaged stored Style (an unknown TextAlign) must still be sent whole and valid;
  // Editor.test 'a damaged Style is sent whole and valid with the first change'.
  const style = useMemo(() => styleOf(data.Style), [data.Style]);
  const changeTitle = useCallback((Title: Translatable) => onChange({ Title }), [onChange]);
  const changeStyle = useCallback((Style: SimpleTextStyle) => onChange({ Style }), [onChange]);
  const text = styledText(translatedValue(title, contentLanguage), style, contentLanguage);

  if (collapsed) {
    return (
      <Typography variant="body2" color={text ? 'text.primary' : 'text.secondary'} noWrap>
        {text || t('blocks.simpleText.empty')}
      </Typography>
    );
  }

  const workspaceColor =
    enterprise.BGColor && isHexColor(enterprise.BGColor) ? enterprise.BGColor : null;
  const ink = style.TextColor ?? workspaceColor ?? '#000000';
  return (
    <Stack spacing={2}>
      <GuestNeeded block="simpleText" data={data} field="Title">
        <ConnectedTranslatableField
          label={t('blocks.simpleText.title')}
          required
          value={title}
          languages={languages}
          onChange={changeTitle}
        />
      </GuestNeeded>
      <StyleControls style={style} onChange={changeStyle} workspaceColor={workspaceColor} />
      <Box
        role="figure"
        aria-label={t('blocks.simpleText.preview')}
        sx={{
          p: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          // The preview must stay readable whatever colour the text has.
          bgcolor: isLightColor(ink) ? 'grey.800' : 'grey.50',
          color: ink,
          textAlign: style.TextAlign,
          fontSize: `${PREVIEW_BASE_REM + (style.SizeMult - 1) * 0.25 * PREVIEW_BASE_REM}rem`,
          lineHeight: 1.3,
          overflowWrap: 'anywhere',
        }}
      >
        {text || t('blocks.simpleText.previewEmpty')}
      </Box>
    </Stack>
  );
});
