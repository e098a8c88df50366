import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestBlock, renderInVenue } from '../testing.tsx';
import { PollView } from './View.lazy.tsx';

const Q = {
  dinner: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  extras: '7f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  stars: '8f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  nights: '9f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
};
const A = { great: 'a1', fine: 'a2', spa: 'b1', gym: 'b2' };

const poll = (questions: unknown[]) =>
  guestBlock('poll', { UpdateKey: 'k', PollFormData: questions } as never, { ID: 52 });

const FULL = poll([
  {
    id: Q.dinner,
    type: 'singleSelection',
    question: '¿Qué le pareció la cena?',
    values: [
      { id: A.great, answer: 'Excelente' },
      { id: A.fine, answer: 'Correcta' },
    ],
  },
  {
    id: Q.extras,
    type: 'multiSelection',
    question: '¿Qué ha usado?',
    values: [
      { id: A.spa, answer: 'Spa' },
      { id: A.gym, answer: 'Gimnasio' },
    ],
  },
  { id: Q.stars, type: 'rating', question: 'Valore su estancia' },
  { id: Q.nights, type: 'number', question: '¿Cuántas noches?', min: 1, max: 30 },
]);

const serverStoring = () => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Response.json({ ID: 3 }, { status: 201 });
    }),
  );
  return bodies;
};

afterEach(() => vi.unstubAllGlobals());

describe('PollView', () => {
  it('shows each question by its kind: radios, check boxes, named stars, a number', () => {
    const { getByRole, getByLabelText } = renderInVenue(<PollView block={FULL} />);
    expect(getByRole('heading', { name: 'Tu opinión' })).toBeInTheDocument();
    const dinner = getByRole('group', { name: '¿Qué le pareció la cena?' });
    expect(dinner.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(getByRole('checkbox', { name: 'Gimnasio' })).toBeInTheDocument();
    const stars = getByRole('group', { name: 'Valore su estancia' });
    expect(
      [...stars.querySelectorAll('input')].map((input) => input.labels?.[0]?.textContent),
    ).toEqual(['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas']);
    expect(getByLabelText('¿Cuántas noches?')).toHaveAccessibleDescription('De 1 a 30');
    expect(getByLabelText('¿Cuántas noches?')).toHaveAttribute('inputmode', 'decimal');
  });

  it('asks for at least one answer, and checks a number against its range', async () => {
    const bodies = serverStoring();
    const user = userEvent.setup();
    const { getByRole, getByLabelText, findByRole } = renderInVenue(<PollView block={FULL} />);
    await user.click(getByRole('button', { name: 'Enviar' }));
    expect(await findByRole('alert')).toHaveTextContent('Responde al menos una pregunta.');
    expect(getByRole('radio', { name: 'Excelente' })).toHaveFocus();
    await user.type(getByLabelText('¿Cuántas noches?'), '45');
    await user.click(getByRole('button', { name: 'Enviar' }));
    expect(getByLabelText('¿Cuántas noches?')).toHaveAccessibleDescription(
      'De 1 a 30 El máximo es 30.',
    );
    expect(getByLabelText('¿Cuántas noches?')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('is answered with the keyboard alone, and sends ids, stars and numbers', async () => {
    const bodies = serverStoring();
    const user = userEvent.setup();
    const { getByRole, getByLabelText, findByRole } = renderInVenue(
      <PollView block={FULL} />,
      'en',
    );
    await user.tab();
    expect(getByRole('radio', { name: 'Excelente' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(getByRole('radio', { name: 'Correcta' })).toBeChecked();
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(getByRole('checkbox', { name: 'Gimnasio' })).toBeChecked();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.tab();
    expect(getByLabelText('¿Cuántas noches?')).toHaveFocus();
    await user.keyboard('2,5');
    await user.tab();
    expect(getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await findByRole('status')).toHaveTextContent('Thank you for your opinion!');
    expect(bodies).toEqual([
      {
        Answers: { [Q.dinner]: [A.fine], [Q.extras]: [A.gym], [Q.stars]: 4, [Q.nights]: 2.5 },
        Language: 'en',
      },
    ]);
  });

  it('a poll without a question to answer shows nothing', () => {
    const { container } = renderInVenue(<PollView block={poll([])} />);
    expect(container).toBeEmptyDOMElement();
  });
});
