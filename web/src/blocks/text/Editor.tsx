import { translatedValue } from '@carta/domain';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import type { BlockEditorProps } from '../types.ts';
import { plainTextOf } from './summary.ts';

/** The Text block (behaviour.md#limits type 16): rich text in every enterprise language. */
export const TextEditor = memo(function TextEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'text'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const value = data.Text;
  if (collapsed) {
    const text = plainTextOf(translatedValue(value, contentLanguage));
    return (
      <Typography variant="body2" color={text ? 'text.primary' : 'text.secondary'} noWrap>
        {text || t('blocks.text.empty')}
      </Typography>
    );
  }
  return (
    <ConnectedTranslatableField
      label={t('blocks.text.typeName')}
      value={value}
      languages={languages}
      mode="richText"
      onChange={(Text) => onChange({ Text })}
    />
  );
});
