import type { Translatable } from '@carta/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { Harness } from './testHarness.tsx';

const MARKER = 'Ha editado el texto original: revise o vuelva a traducir las traducciones.';

/** A translation the test finishes when it wants, to see the field while it runs. */
const deferred = () => {
  let resolve: (value: Translatable) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<Translatable>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('TranslatableField machine translation', () => {
  it('sends the whole value, shows progress, then fills every language but the source and says which', async () => {
    const answer = deferred();
    const onTranslate = vi.fn(() => answer.promise);
    const onValue = vi.fn();
    render(
      <Harness
        initial={{ es: 'Bienvenidos', en: '', de: '' }}
        languages={['es', 'en', 'de']}
        onTranslate={onTranslate}
        onValue={onValue}
      />,
    );
    const button = screen.getByRole('button', { name: 'Traducir automáticamente' });
    await userEvent.click(button);
    // Only empty languages would change: no question asked.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onTranslate).toHaveBeenCalledWith(
      { es: 'Bienvenidos', en: '', de: '' },
      { html: false },
    );
    expect(button).toBeDisabled();
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Traduciendo a inglés y alemán…')).toBeInTheDocument();

    answer.resolve({ es: 'changed by the server', en: 'Welcome', de: 'Willkommen' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(onValue).toHaveBeenLastCalledWith({
      es: 'Bienvenidos',
      en: 'Welcome',
      de: 'Willkommen',
    });
    expect(within(button).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      screen.getByText('Traducción automática aplicada a inglés y alemán. Revísela.'),
    ).toBeInTheDocument();
  });

  it('asks before replacing a hand-written language, naming it, and replaces it only when told', async () => {
    const onTranslate = vi.fn(async () => ({ es: 'Hola', en: 'Hello', de: 'Hallo' }));
    const onValue = vi.fn();
    render(
      <Harness
        initial={{ es: 'Hola', en: 'Hi there', de: '' }}
        languages={['es', 'en', 'de']}
        onTranslate={onTranslate}
        onValue={onValue}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Traducir automáticamente' }));
    const dialog = screen.getByRole('dialog', { name: '¿Sustituir traducciones escritas a mano?' });
    expect(dialog).toHaveTextContent(
      'La traducción automática sustituiría el texto que ya hay en inglés.',
    );
    expect(onTranslate).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sustituir' }));
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith({ es: 'Hola', en: 'Hello', de: 'Hallo' }),
    );
  });

  it('fills only the empty languages when asked to, keeping the hand-written one', async () => {
    const onValue = vi.fn();
    render(
      <Harness
        initial={{ es: 'Hola', en: 'Hi there', de: '' }}
        languages={['es', 'en', 'de']}
        onTranslate={async () => ({ es: 'Hola', en: 'Hello', de: 'Hallo' })}
        onValue={onValue}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Traducir automáticamente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Solo rellenar alemán' }));
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith({ es: 'Hola', en: 'Hi there', de: 'Hallo' }),
    );
    expect(
      screen.getByText('Traducción automática aplicada a alemán. Revísela.'),
    ).toBeInTheDocument();
  });

  it('changes nothing when the question is cancelled', async () => {
    const onTranslate = vi.fn();
    const onValue = vi.fn();
    render(
      <Harness
        initial={{ es: 'Hola', en: 'Hi there' }}
        languages={['es', 'en']}
        onTranslate={onTranslate}
        onValue={onValue}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Traducir automáticamente' }));
    const dialog = screen.getByRole('dialog');
    // Nothing else to fill: only replacing or cancelling is offered.
    expect(within(dialog).queryByRole('button', { name: /Solo rellenar/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onTranslate).not.toHaveBeenCalled();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('replaces a stale translation without asking: the original changed after it', async () => {
    const onTranslate = vi.fn(async () => ({ es: 'Hola!', en: 'Hello!' }));
    const onValue = vi.fn();
    render(
      <Harness
        initial={{ es: 'Hola', en: 'Hello' }}
        languages={['es', 'en']}
        onTranslate={onTranslate}
        onValue={onValue}
      />,
    );
    await userEvent.type(screen.getByLabelText('Nombre del menú'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Traducir automáticamente' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith({ es: 'Hola!', en: 'Hello!' }));
  });

  it('keeps what the user typed in the source while the translation ran', async () => {
    const answer = deferred();
    const onValue = vi.fn();
    render(
      <Harness
        initial={{ es: 'Hola', en: '' }}
        languages={['es', 'en']}
        onTranslate={() => answer.promise}
        onValue={onValue}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Traducir automáticamente' }));
    await userEvent.type(screen.getByLabelText('Nombre del menú'), '!');
    answer.resolve({ es: 'Hola', en: 'Hello' });
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith({ es: 'Hola!', en: 'Hello' }));
  });

  it('shows a translated error and changes nothing when the provider fails', async () => {
    const onValue = vi.fn();
    render(
      <Harness
        initial={{ es: 'Hola', en: 'Hi' }}
        languages={['es', 'en']}
        onTranslate={() =>
          Promise.reject(new ApiError(502, 'translation_failed', 'DeepL answered 456'))
        }
        onValue={onValue}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Traducir automáticamente' }));
    // 'Hi' was written by hand: the user agrees to replace it, then the provider fails.
    await userEvent.click(screen.getByRole('button', { name: 'Sustituir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo traducir el texto. Inténtelo de nuevo más tarde.',
    );
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nombre del menú')).toHaveValue('Hola');
    expect(screen.getByRole('button', { name: 'Traducir automáticamente' })).toBeEnabled();
  });

  it('says so when translation is not configured or called too often', async () => {
    const failures = [
      new ApiError(409, 'translation_off', 'off'),
      new ApiError(429, 'rate_limited', 'slow down'),
    ];
    render(
      <Harness
        initial={{ es: 'Hola', en: '' }}
        languages={['es', 'en']}
        onTranslate={() => Promise.reject(failures.shift())}
      />,
    );
    const button = screen.getByRole('button', { name: 'Traducir automáticamente' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La traducción automática no está configurada para esta empresa.',
    );
    await userEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Demasiadas traducciones seguidas.'),
    );
  });

  it('cannot translate before the source has text', () => {
    render(
      <Harness initial={{ es: '', en: 'Hi' }} languages={['es', 'en']} onTranslate={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Traducir automáticamente' })).toBeDisabled();
  });

  it('translates from the dialog too, in rich text with html', async () => {
    const onTranslate = vi.fn(async () => ({ es: '<p>a</p>', en: '<p>b</p>' }));
    render(
      <Harness
        initial={{ es: '<p>a</p>', en: '' }}
        languages={['es', 'en']}
        mode="richText"
        onTranslate={onTranslate}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir traducciones' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Traducir automáticamente' }),
    );
    expect(onTranslate).toHaveBeenCalledWith({ es: '<p>a</p>', en: '' }, { html: true });
  });

  it('offers no machine translation for PDFs', () => {
    render(
      <Harness
        initial={{ es: '/a.pdf' }}
        languages={['es', 'en']}
        mode="file"
        onTranslate={vi.fn()}
      />,
    );
    expect(
      screen.queryByRole('button', { name: 'Traducir automáticamente' }),
    ).not.toBeInTheDocument();
  });
});

describe("the '[info edited translate]' marker", () => {
  it('appears after editing the source while translations exist, and clears after translating', async () => {
    render(
      <Harness
        initial={{ es: 'Hola', en: 'Hello' }}
        languages={['es', 'en']}
        onTranslate={async () => ({ es: 'Hola!', en: 'Hello!' })}
      />,
    );
    expect(screen.queryByText(MARKER)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nombre del menú'), '!');
    expect(screen.getByRole('status')).toHaveTextContent(MARKER);

    await userEvent.click(screen.getByRole('button', { name: 'Traducir automáticamente' }));
    await waitFor(() => expect(screen.queryByText(MARKER)).not.toBeInTheDocument());
  });

  it('shows without machine translation too: the translations need a review', async () => {
    render(<Harness initial={{ es: 'Hola', en: 'Hello' }} languages={['es', 'en']} />);
    await userEvent.type(screen.getByLabelText('Nombre del menú'), '!');
    expect(screen.getByText(MARKER)).toBeInTheDocument();
  });

  it('does not appear while the other languages are empty, nor for edits of a translation', async () => {
    render(
      <Harness initial={{ es: 'Hola', en: '', de: 'Hallo' }} languages={['es', 'en', 'de']} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir traducciones' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Alemán' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Alemán' }), '!');
    expect(screen.queryByText(MARKER)).not.toBeInTheDocument();
  });

  it('does not appear when only the source has text', async () => {
    render(<Harness initial={{ es: 'Hola', en: '' }} languages={['es', 'en']} />);
    await userEvent.type(screen.getByLabelText('Nombre del menú'), '!');
    expect(screen.queryByText(MARKER)).not.toBeInTheDocument();
  });

  it('appears in the dialog after editing the source tab', async () => {
    render(<Harness initial={{ es: 'Hola', en: 'Hello' }} languages={['es', 'en']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir traducciones' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Español' }), '!');
    expect(within(dialog).getByText(MARKER)).toBeInTheDocument();
  });

  it('clears when the value is replaced from outside', async () => {
    render(
      <Harness
        initial={{ es: 'Hola', en: 'Hello' }}
        languages={['es', 'en']}
        replacement={{ es: 'Adiós', en: 'Bye' }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Nombre del menú'), '!');
    expect(screen.getByText(MARKER)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reemplazar desde fuera' }));
    expect(screen.queryByText(MARKER)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del menú')).toHaveValue('Adiós');
  });
});
