import { randomUuid } from '@carta/domain/blocks/fields';
import { POLL_MAX_QUESTIONS, type PollQuestion } from '@carta/domain/blocks/poll';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';
import { AddQuestionMenu } from './AddQuestionMenu.tsx';
import { QuestionCard, type QuestionEdits } from './QuestionCard.tsx';
import {
  addAnswer,
  addQuestion,
  pollPatch,
  readQuestions,
  removeAnswer,
  removeQuestion,
  setAnswerText,
  setQuestionText,
  setRange,
} from './questions.ts';

/** PollAlias holds at most this many characters (domain schema). */
const ALIAS_MAX = 100;

/**
 * Poll (35): an alias and questions of four kinds. behaviour.md#editing: every change, the alias's too, renews
 * UpdateKey, so that guest apps know the poll changed.
 */
export const Editor = memo(function PollEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'poll'>) {
  const { t } = useTranslation();
  const stored = data.PollFormData;
  // Typed, but questions saved before the schema keep older shapes (a number question without its
  // range, a JSON-string question, a non-uuid id): questions.test.ts 'reads legacy entries into the
  // schema shape' proves they are read, so the next save is accepted.
  const questions = useMemo(() => readQuestions(stored), [stored]);
  const alias = data.PollAlias;

  const edits = useMemo<QuestionEdits & { add: (type: PollQuestion['type']) => void }>(() => {
    const apply = (next: PollQuestion[]) => onChange(pollPatch(next));
    const ctx = { languages };
    return {
      add: (type) => apply(addQuestion(questions, type, ctx)),
      remove: (id) => apply(removeQuestion(questions, id)),
      setText: (id, text) => apply(setQuestionText(questions, id, text)),
      setRange: (id, range) => apply(setRange(questions, id, range)),
      addAnswer: (id) => apply(addAnswer(questions, id, ctx)),
      removeAnswer: (id, answerId) => apply(removeAnswer(questions, id, answerId)),
      setAnswer: (id, answerId, text) => apply(setAnswerText(questions, id, answerId, text)),
    };
  }, [questions, languages, onChange]);

  if (collapsed) {
    const count = t('blocks.poll.questionCount', { count: questions.length });
    return (
      <Typography variant="body2" noWrap>
        {alias ? `${alias} · ${count}` : count}
      </Typography>
    );
  }

  return (
    <Stack spacing={2}>
      <TextField
        label={t('blocks.poll.alias')}
        value={alias}
        onChange={(event) => onChange({ PollAlias: event.target.value, UpdateKey: randomUuid() })}
        helperText={t('blocks.poll.aliasHelp')}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: ALIAS_MAX } }}
      />
      {questions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('blocks.poll.noQuestions')}
        </Typography>
      )}
      {questions.map((question, index) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={index + 1}
          languages={languages}
          edits={edits}
        />
      ))}
      <div>
        <AddQuestionMenu onAdd={edits.add} disabled={questions.length >= POLL_MAX_QUESTIONS} />
      </div>
    </Stack>
  );
});
