import type { Translatable } from '@carta/domain';
import { POLL_MAX_ANSWERS } from '@carta/domain/blocks/poll';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import { hasText, type SelectionQuestion } from './questions.ts';

type AnswersEditorProps = {
  readonly answers: SelectionQuestion['values'];
  readonly languages: readonly string[];
  readonly onAdd: () => void;
  readonly onRemove: (answerId: string) => void;
  readonly onText: (answerId: string, answer: Translatable) => void;
};

/** behaviour.md#blocks: the answers of a selection question, 'Answer 1', 'Answer 2'… and an 'Add answer' button. */
export const AnswersEditor = ({
  answers,
  languages,
  onAdd,
  onRemove,
  onText,
}: AnswersEditorProps) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h4">
        {t('blocks.poll.answers')}
      </Typography>
      {answers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('blocks.poll.noAnswers')}
        </Typography>
      )}
      {answers.map((answer, index) => {
        const label = t('blocks.poll.answer', { number: index + 1 });
        return (
          <Stack key={answer.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1 }}>
              <ConnectedTranslatableField
                label={label}
                value={answer.answer}
                languages={languages}
                onChange={(text) => onText(answer.id, text)}
              />
            </Box>
            <Box sx={{ pt: 1 }}>
              <DeleteButton
                label={t('blocks.poll.deleteAnswer', { number: index + 1 })}
                confirm={hasText(answer.answer)}
                message={t('blocks.poll.deleteAnswerMessage', { number: index + 1 })}
                onDelete={() => onRemove(answer.id)}
              />
            </Box>
          </Stack>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={onAdd}
          disabled={answers.length >= POLL_MAX_ANSWERS}
          size="small"
        >
          {t('blocks.poll.addAnswer')}
        </Button>
      </Box>
    </Stack>
  );
};
