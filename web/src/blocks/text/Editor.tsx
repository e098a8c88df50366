import { parseTranslatable } from '@carta/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import type { BlockEditorProps } from '../types.ts';

/** The Text block (§9 type 16): rich text in every enterprise language. */
export const TextEditor = memo(function TextEditor({
  content,
  languages,
  onChange,
}: BlockEditorProps) {
  const { t } = useTranslation();
  return (
    <ConnectedTranslatableField
      label={t('contentTypes.text')}
      value={parseTranslatable(content.Text)}
      languages={languages}
      mode="richText"
      onChange={(Text) => onChange({ Text })}
    />
  );
});
