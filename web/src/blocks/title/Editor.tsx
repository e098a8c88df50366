import { type Translatable, translatedValue } from '@carta/domain';
import Typography from '@mui/material/Typography';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import type { BlockEditorProps } from '../types.ts';

/** The Title block (behaviour.md#limits type 2): one line of text in every enterprise language. */
export const TitleEditor = memo(function TitleEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'title'>) {
  const { t, i18n } = useTranslation();
  const value = data.Title;
  const change = useCallback((Title: Translatable) => onChange({ Title }), [onChange]);
  if (collapsed) {
    const text = translatedValue(value, i18n.language);
    return (
      <Typography variant="body2" color={text ? 'text.primary' : 'text.secondary'} noWrap>
        {text || t('blocks.title.empty')}
      </Typography>
    );
  }
  return (
    <ConnectedTranslatableField
      label={t('blocks.title.typeName')}
      value={value}
      languages={languages}
      onChange={change}
    />
  );
});
