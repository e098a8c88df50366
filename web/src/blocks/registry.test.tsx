import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { UI_LANGUAGES } from '../i18n/languages.ts';
import { webBlocks } from './registry.ts';
import { contentOf, renderEditor } from './testing.tsx';

/**
 * The app starts without any block or widget label (they are not in the first download): drop the
 * ones the test setup loaded, so that only the lazy editor's own loading can bring them back.
 */
const forgetEditorLabels = () => {
  for (const language of UI_LANGUAGES) {
    const translation = i18n.getResourceBundle(language, 'translation') as Record<string, unknown>;
    delete translation.blocks;
    delete translation.widgets;
  }
};

/** Raw keys that reached the screen: any text of the form 'blocks.x…' or 'widgets.X…'. */
const rawKeys = (root: HTMLElement) =>
  (root.textContent ?? '').match(/\b(blocks|widgets)\.[A-Za-z]+\.[A-Za-z.]+/g) ?? [];

describe('lazily loaded block editors', () => {
  beforeEach(forgetEditorLabels);

  it('arrive with their labels, in Spanish', async () => {
    expect(i18n.exists('blocks.linkDomain.domain')).toBe(false);
    const { container } = renderEditor(webBlocks.linkDomain.Editor, contentOf('linkDomain'));
    expect(await screen.findByRole('textbox', { name: 'Dominio' })).toBeInTheDocument();
    expect(
      screen.getByText('Por ejemplo hotel.example.com o https://hotel.example.com/spa'),
    ).toBeVisible();
    // The translatable name field is a widget: its labels come along too.
    expect(screen.getAllByRole('button', { name: /tradu/i }).length).toBeGreaterThan(0);
    expect(rawKeys(container)).toEqual([]);
  });

  it('arrive with their labels, in English, including those of a block whose parts they reuse', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.exists('blocks.iframe.url')).toBe(false);
    const { container } = renderEditor(webBlocks.iframe.Editor, contentOf('iframe'));
    expect(await screen.findByRole('textbox', { name: 'Page address' })).toBeInTheDocument();
    // The height slider is the Space block's: its "N px" label is Space's, not the Iframe's.
    expect(screen.getByRole('slider', { name: 'Frame height' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^\d+ px$/),
    );
    expect(rawKeys(container)).toEqual([]);
  });
});
