import { type Translatable, translatedValue } from '@carta/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import type { BlockEditorProps } from '../types.ts';

/** Q&A (behaviour.md#limits type 63): a question and its rich-text answer, both in every enterprise language. */
export const Editor = memo(function QAndAEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'qAndA'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const question = data.QAndAQuestion;
  const answer = data.QAndAAnswer;
  const changeQuestion = useCallback(
    (QAndAQuestion: Translatable) => onChange({ QAndAQuestion }),
    [onChange],
  );
  const changeAnswer = useCallback(
    (QAndAAnswer: Translatable) => onChange({ QAndAAnswer }),
    [onChange],
  );

  if (collapsed) {
    const text = translatedValue(question, contentLanguage);
    return (
      <Typography variant="body2" color={text ? 'text.primary' : 'text.secondary'} noWrap>
        {text || t('blocks.qAndA.noQuestion')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <ConnectedTranslatableField
        label={t('blocks.qAndA.question')}
        value={question}
        languages={languages}
        onChange={changeQuestion}
      />
      <ConnectedTranslatableField
        label={t('blocks.qAndA.answer')}
        value={answer}
        languages={languages}
        mode="richText"
        onChange={changeAnswer}
      />
    </Stack>
  );
});
