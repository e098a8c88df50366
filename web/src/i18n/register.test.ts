import { describe, expect, it } from 'vitest';

/** Every Spanish label file of the app: the shell's, each widget's and each block's. */
const files = import.meta.glob<{ default: unknown }>('../**/locales/es.json', { eager: true });

const strings = (value: unknown, path: string): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`))
      : [];

// Forms that only 'tú' uses (possessives, second-person verbs, tú imperatives seen in the app);
// 'se elige' is impersonal, not 'tú'.
const TU_FORMS =
  /(?<![\p{L}])(?<!\bse )(tu|tus|tú|tienes|puedes|quieres|debes|elige|elijas|escribe|escribas|pulsa|muéstralo|selecciona|introduce|asegúrate|inténtalo|pruébalo|añádelo|guárdalos)(?![\p{L}])/iu;

describe('Spanish labels speak "usted" everywhere (behaviour.md#editing)', () => {
  it('finds the label files', () => {
    expect(Object.keys(files).length).toBeGreaterThan(20);
  });

  it('no Spanish label uses a tú form', () => {
    const found = Object.entries(files).flatMap(([file, module]) =>
      strings(module.default, file).filter(([, text]) => TU_FORMS.test(text)),
    );
    expect(found).toEqual([]);
  });
});
