import type { Translatable } from '@carta/domain';
import { isSelectionQuestion, type PollQuestion } from '@carta/domain/blocks/poll';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { AnswersEditor } from './AnswersEditor.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import { NumberRange } from './NumberRange.tsx';
import { questionHasContent } from './questions.ts';

export type QuestionEdits = {
  readonly remove: (id: string) => void;
  readonly setText: (id: string, question: Translatable) => void;
  readonly setRange: (id: string, range: { min: number; max: number }) => void;
  readonly addAnswer: (id: string) => void;
  readonly removeAnswer: (id: string, answerId: string) => void;
  readonly setAnswer: (id: string, answerId: string, answer: Translatable) => void;
};

type QuestionCardProps = {
  readonly question: PollQuestion;
  readonly number: number;
  readonly languages: readonly string[];
  readonly edits: QuestionEdits;
};

/** behaviour.md#blocks: one card per question: its kind, a delete button, the question and its own fields. */
export const QuestionCard = ({ question, number, languages, edits }: QuestionCardProps) => {
  const { t } = useTranslation();
  const { id } = question;
  const title = t('blocks.poll.question', { number });
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, borderRadius: 1 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h3">
            {title}
          </Typography>
          <Chip size="small" label={t(`blocks.poll.types.${question.type}`)} />
          <Box sx={{ flex: 1 }} />
          <DeleteButton
            label={t('blocks.poll.deleteQuestion', { number })}
            confirm={questionHasContent(question)}
            message={t('blocks.poll.deleteQuestionMessage', { number })}
            onDelete={() => edits.remove(id)}
          />
        </Stack>
        <ConnectedTranslatableField
          label={t('blocks.poll.questionText')}
          value={question.question}
          languages={languages}
          onChange={(text) => edits.setText(id, text)}
        />
        {isSelectionQuestion(question) && (
          <Box sx={{ pl: { xs: 0, sm: 2 } }}>
            <AnswersEditor
              answers={question.values}
              languages={languages}
              onAdd={() => edits.addAnswer(id)}
              onRemove={(answerId) => edits.removeAnswer(id, answerId)}
              onText={(answerId, answer) => edits.setAnswer(id, answerId, answer)}
            />
          </Box>
        )}
        {question.type === 'number' && (
          <NumberRange
            min={question.min}
            max={question.max}
            onChange={(range) => edits.setRange(id, range)}
          />
        )}
      </Stack>
    </Paper>
  );
};
