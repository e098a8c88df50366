import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { TimelineView } from './View.tsx';

const event = (ID: number, Time: string, Title: string, Description = '', Color = '#e91e63') => ({
  ID,
  Time,
  Title,
  Description,
  Color,
});

describe('TimelineView', () => {
  it('shows its header and the events in time order, each in its colour', () => {
    const { getByRole, getAllByRole } = renderInUi(
      <TimelineView
        block={guestBlock('timeline', {
          HideHeader: false,
          IsHeaderText: true,
          TimeLineTextHeader: 'Boda de Ana y Luis',
          TimeLineSubTextHeader: 'Sábado',
          TimelineDate: null,
          TimelineImage: '/uploads/boda.jpg',
          Times: [
            event(2, '21:00', 'Cena', 'En el jardín'),
            event(1, '18:30', 'Ceremonia', '', 'red; background: url(https://evil.example)'),
          ],
        })}
      />,
    );
    expect(getByRole('heading', { level: 2, name: 'Boda de Ana y Luis' })).toBeInTheDocument();
    expect(getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ceremonia',
      'Cena',
    ]);
    expect(getAllByRole('listitem')[1]).toHaveTextContent('21:00CenaEn el jardín');
    for (const dot of document.querySelectorAll('[aria-hidden="true"]')) {
      expect(dot.getAttribute('style') ?? '').not.toContain('evil');
    }
  });

  it('a date header reads as a date; an empty new block renders nothing', () => {
    const { getByRole } = renderInUi(
      <TimelineView
        block={guestBlock('timeline', {
          HideHeader: false,
          IsHeaderText: false,
          TimeLineTextHeader: '',
          TimeLineSubTextHeader: '',
          TimelineDate: '2026-11-28',
          TimelineImage: null,
          Times: [],
        })}
      />,
      'en',
    );
    expect(getByRole('heading', { level: 2 })).toHaveTextContent('Saturday, November 28, 2026');
    const { container } = renderInUi(
      <TimelineView
        block={guestBlock('timeline', {
          HideHeader: false,
          IsHeaderText: true,
          TimeLineTextHeader: '',
          TimeLineSubTextHeader: '',
          TimelineDate: null,
          TimelineImage: null,
          Times: [],
        })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
