import { describe, expect, it } from 'vitest';
import { blocks, typeIdOfBlock } from '../blocks/index.ts';
import type { GuestContext, GuestShape } from './project.ts';
import { projectShape } from './project.ts';
import { guestLanguageOf, resolveForGuest } from './resolve.ts';
import { guestBlockOf, isBlockShownToGuest, isMenuShownToGuest } from './views.ts';

const languages = ['es', 'en', 'de'];
const ctx: GuestContext = {
  lang: 'en',
  languages,
  sanitize: {
    richText: (html) => html.replace(/<script.*?<\/script>/g, ''),
    embed: () => '<iframe src="https://www.youtube.com/embed/x"></iframe>',
    isAllowedFrame: (url) => url.startsWith('https://www.youtube.com/'),
  },
};

describe('resolveForGuest', () => {
  it('answers the asked language without a fallback', () => {
    expect(resolveForGuest({ es: 'Hola', en: 'Hello' }, ctx)).toEqual({
      text: 'Hello',
      fallback: false,
    });
  });
  it('falls back to the default language when the asked one is empty, and says so', () => {
    expect(resolveForGuest({ es: 'Hola', en: '' }, ctx)).toEqual({ text: 'Hola', fallback: true });
  });
  it('falls back to the next venue language that has text when the default is empty', () => {
    expect(resolveForGuest({ es: '', de: 'Hallo' }, ctx)).toEqual({
      text: 'Hallo',
      fallback: true,
    });
  });
  it('reads nothing written as empty text, not as a fallback', () => {
    expect(resolveForGuest({ es: '', en: '' }, ctx)).toEqual({ text: '', fallback: false });
  });
  it("reads '#$#' as an apostrophe and a legacy JSON string as the object", () => {
    expect(resolveForGuest('{"en":"Today#$#s menu"}', ctx).text).toBe("Today's menu");
  });
});

describe('guestLanguageOf', () => {
  it('takes the default language when none is asked, and refuses one the venue does not speak', () => {
    expect(guestLanguageOf(undefined, languages)?.lang).toBe('es');
    expect(guestLanguageOf('de', languages)?.lang).toBe('de');
    expect(guestLanguageOf('it', languages)).toBeNull();
  });
});

describe('projectShape', () => {
  it('sends only allow-listed fields and names each fallback by its path', () => {
    const shape: GuestShape = { Title: 'text', Times: { each: { Title: 'text' } } };
    const fallbacks: string[] = [];
    const out = projectShape(
      shape,
      {
        Title: { es: 'Hola', en: '' },
        Secret: 'x',
        Times: [{ Title: { en: 'A' } }, { Title: { es: 'B' } }],
      },
      '',
      ctx,
      fallbacks,
    );
    expect(out).toEqual({ Title: 'Hola', Times: [{ Title: 'A' }, { Title: 'B' }] });
    expect(fallbacks).toEqual(['Title', 'Times.1.Title']);
  });
  it('flags whether a framed page is on the embed allow-list', () => {
    const out = projectShape(
      { IframeURL: 'frame' },
      { IframeURL: 'https://evil.example/' },
      '',
      ctx,
      [],
    );
    expect(out).toEqual({ IframeURL: 'https://evil.example/', IframeURLAllowListed: false });
  });
});

describe("each block's guest allow-list", () => {
  it.each(Object.values(blocks))('$key names only fields its schema has', ({ guest, schema }) => {
    const schemaFields = Object.keys(schema.shape);
    for (const field of Object.keys(guest)) expect(schemaFields).toContain(field);
  });
  it('never sends the form destination e-mail', () => {
    const block = guestBlockOf(
      {
        ...blocks.form.defaults({ languages }),
        FormDestinationMail: 'boss@hotel.test',
        ID: 1,
        Type: typeIdOfBlock('form'),
        ORD: 0,
        HideMobile: false,
      },
      ctx,
    );
    expect(JSON.stringify(block)).not.toContain('boss@hotel.test');
    expect(block).toMatchObject({ ID: 1, Key: 'form', _fallback: [] });
  });
  it('sanitizes rich text and embed code on the way out', () => {
    const text = guestBlockOf(
      {
        ID: 2,
        Type: typeIdOfBlock('text'),
        ORD: 0,
        HideMobile: false,
        Text: { en: '<p>a</p><script>x</script>' },
      },
      ctx,
    );
    expect(text?.Text).toBe('<p>a</p>');
    const embed = guestBlockOf(
      {
        ID: 3,
        Type: typeIdOfBlock('instagram'),
        ORD: 1,
        HideMobile: false,
        InstagramIframe: '<script>x</script>',
      },
      ctx,
    );
    expect(embed?.InstagramIframe).toContain('youtube');
  });
  it('answers null for a block of an unknown type', () => {
    expect(guestBlockOf({ ID: 4, Type: 999, ORD: 0, HideMobile: false }, ctx)).toBeNull();
  });
});

describe('what a guest is shown', () => {
  const evening = { IsTemp: true, IsAllTimes: false, TimeStart: 20 * 60, TimeEnd: 23 * 60 };
  // 21:00 and 19:00 in Madrid (UTC+1 in winter), the server's clock being UTC.
  const at21 = new Date('2026-11-24T20:00:00Z');
  const at19 = new Date('2026-11-24T18:00:00Z');
  it('shows a temporary menu only inside its window, on the venue wall clock', () => {
    const menu = { Private: false, IsTemp: true, Availability: evening };
    expect(isMenuShownToGuest(menu, at21, 'Europe/Madrid')).toBe(true);
    expect(isMenuShownToGuest(menu, at19, 'Europe/Madrid')).toBe(false);
  });
  it('never shows a private menu', () => {
    expect(
      isMenuShownToGuest({ Private: true, IsTemp: false, Availability: null }, at21, 'UTC'),
    ).toBe(false);
  });
  it('hides a block hidden on mobile or out of its window', () => {
    expect(isBlockShownToGuest(true, null, at21, 'Europe/Madrid')).toBe(false);
    expect(isBlockShownToGuest(false, evening, at19, 'Europe/Madrid')).toBe(false);
    expect(isBlockShownToGuest(false, evening, at21, 'Europe/Madrid')).toBe(true);
  });
});
