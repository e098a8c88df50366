import { checkAnswers, isAccepted } from '@carta/domain/answers/check';
import { type AnswerBlock, answerFieldsOf } from '@carta/domain/answers/fields';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useGuest } from '../../app/session.ts';
import { answersOf, type Draft, fieldOfServerPath, type ShownProblem } from './draft.ts';
import { newIdempotencyKey, sendAnswer } from './send.ts';

/** Why a send did not store anything (or may not have): each keeps what the guest typed. */
export type SendError = 'network' | 'rateLimited' | 'gone' | 'refusedAll';

export type AnswerFormState = {
  readonly status: 'editing' | 'sending' | 'sent';
  readonly draft: Draft;
  readonly problems: Readonly<Record<string, ShownProblem>>;
  /** A poll sent without a single answer. */
  readonly empty: boolean;
  readonly sendError: SendError | null;
  /** Grows each time the first invalid field should take the focus. */
  readonly focusRequest: number;
};

const EDITING: AnswerFormState = {
  status: 'editing',
  draft: {},
  problems: {},
  empty: false,
  sendError: null,
  focusRequest: 0,
};

const sendErrorOf = (error: unknown): SendError => {
  if (!(error instanceof ApiError)) return 'network';
  if (error.status === 429) return 'rateLimited';
  if (error.status === 404) return 'gone';
  return error.status === 400 ? 'refusedAll' : 'network';
};

/**
 * A form or poll block being filled in: the draft, its problems (checked here with the server's
 * own rules before sending), and the send. One Idempotency-Key per filled form, kept across
 * retries (a lost answer may have been stored: the retry then answers the same ID), renewed only
 * once an answer is stored; a second tap while sending does nothing.
 */
export const useAnswerForm = (block: AnswerBlock, contentId: number) => {
  const { ws, venue, lang } = useGuest();
  const fields = useMemo(() => answerFieldsOf(block), [block]);
  const [state, setState] = useState<AnswerFormState>(EDITING);
  const key = useRef<string | null>(null);
  const busy = useRef(false);

  const change = useCallback((id: string, value: Draft[string]) => {
    setState((s) => {
      const { [id]: _fixed, ...problems } = s.problems;
      return { ...s, draft: { ...s.draft, [id]: value }, problems, empty: false };
    });
  }, []);

  const submit = async () => {
    if (busy.current) return;
    const answers = answersOf(fields, state.draft);
    const check = checkAnswers(block, answers, { now: new Date(), timeZone: venue.TimeZone });
    if (!isAccepted(check)) {
      setState((s) => ({
        ...s,
        problems: check.fields,
        empty: check.empty,
        sendError: null,
        focusRequest: s.focusRequest + 1,
      }));
      return;
    }
    busy.current = true;
    key.current ??= newIdempotencyKey();
    setState((s) => ({ ...s, status: 'sending', problems: {}, empty: false, sendError: null }));
    try {
      await sendAnswer(ws, contentId, { Answers: answers, Language: lang }, key.current);
      key.current = null;
      setState((s) => ({ ...s, status: 'sent' }));
    } catch (error) {
      const named = error instanceof ApiError && error.status === 400 ? error.fields : [];
      const problems: Record<string, ShownProblem> = {};
      for (const path of named) {
        const id = fieldOfServerPath(path);
        if (id && fields.some((f) => f.id === id)) problems[id] = 'refused';
      }
      const onFields = Object.keys(problems).length > 0;
      setState((s) => ({
        ...s,
        status: 'editing',
        problems,
        empty: named.includes('Answers') && !onFields,
        sendError: onFields ? null : sendErrorOf(error),
        focusRequest: onFields ? s.focusRequest + 1 : s.focusRequest,
      }));
    } finally {
      busy.current = false;
    }
  };

  /** After a stored answer: an empty form again, with a new key. */
  const again = () => {
    key.current = null;
    setState((s) => ({ ...EDITING, focusRequest: s.focusRequest }));
  };

  return { fields, state, change, submit, again };
};
