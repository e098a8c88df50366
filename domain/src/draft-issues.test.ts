import { describe, expect, it } from 'vitest';
import type { Content } from './content.ts';
import { blockIssues, menuIssues } from './draft-issues.ts';

const block = (fields: Record<string, unknown>): Content =>
  ({ ID: 1, MenuID: 1, Type: 2, ORD: 0, ...fields }) as Content;

const NAMED = { es: 'Carta', en: '' };

describe('menuIssues', () => {
  it('a menu needs a name in at least one language (blanks are no name)', () => {
    expect(menuIssues({ Name: { es: '', en: 'Menu' } })).toEqual([]);
    expect(menuIssues({ Name: { es: '  ', en: '' } })).toEqual(['Name']);
    expect(menuIssues({ Name: {} })).toEqual(['Name']);
    expect(menuIssues({ Name: null })).toEqual(['Name']);
  });

  it('a menu that is not temporary has none, whatever its stored availability holds', () => {
    expect(menuIssues({ Name: NAMED, IsTemp: false, Availability: null })).toEqual([]);
    expect(
      menuIssues({ Name: NAMED, IsTemp: false, Availability: { IsTemp: true, DateStart: null } }),
    ).toEqual([]);
  });

  it('a temporary menu needs its start date', () => {
    expect(menuIssues({ Name: NAMED, IsTemp: true, Availability: null })).toEqual([
      'Availability.DateStart',
    ]);
    expect(
      menuIssues({
        Name: NAMED,
        IsTemp: true,
        Availability: { IsTemp: true, DateStart: '2026-05-01' },
      }),
    ).toEqual([]);
  });
});

describe('blockIssues', () => {
  it('a temporary block needs a start date, and an end date once it has no open end', () => {
    expect(blockIssues(block({ IsTemp: true }))).toEqual(['Availability.DateStart']);
    expect(blockIssues(block({ IsTemp: true, DateStart: '2026-05-01' }))).toEqual([]);
    expect(blockIssues(block({ IsTemp: true, DateStart: '2026-05-01', IsAllDays: false }))).toEqual(
      ['Availability.DateEnd'],
    );
    expect(blockIssues(block({ IsTemp: false }))).toEqual([]);
  });

  it('a Form needs its destination e-mail; other types do not', () => {
    expect(blockIssues(block({ Type: 29, FormDestinationMail: '' }))).toEqual([
      'FormDestinationMail',
    ]);
    expect(blockIssues(block({ Type: 29, FormDestinationMail: '  ' }))).toEqual([
      'FormDestinationMail',
    ]);
    expect(blockIssues(block({ Type: 29 }))).toEqual(['FormDestinationMail']);
    expect(blockIssues(block({ Type: 29, FormDestinationMail: 'a@b.es' }))).toEqual([]);
    expect(blockIssues(block({ Type: 28, FormDestinationMail: '' }))).toEqual([]);
  });

  it('an image, iframe or video holding an address its URL rule refuses (older http data)', () => {
    expect(blockIssues(block({ Type: 4, Image: 'http://cdn.example.com/a.jpg' }))).toEqual([
      'Image',
    ]);
    expect(blockIssues(block({ Type: 4, Image: null }))).toEqual([]);
    expect(blockIssues(block({ Type: 5, IframeURL: 'http://booking.example.net/' }))).toEqual([
      'IframeURL',
    ]);
    expect(blockIssues(block({ Type: 5, IframeURL: '' }))).toEqual([]);
    expect(
      blockIssues(block({ Type: 8, TypeVideo: 'youtube', VideoURL: 'https://vimeo.com/1' })),
    ).toEqual(['VideoURL']);
    expect(
      blockIssues(block({ Type: 8, TypeVideo: 'vimeo', VideoURL: 'https://vimeo.com/1' })),
    ).toEqual([]);
  });
});
