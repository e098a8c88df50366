import { describe, expect, it, vi } from 'vitest';

describe('UI languages', () => {
  it('starts with Spanish only and fetches English when it is chosen', async () => {
    // A fresh i18n module: the test setup has already loaded English into the shared one.
    vi.resetModules();
    const { changeUiLanguage, i18n } = await import('./i18n.ts');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

    await changeUiLanguage('en');

    expect(i18n.language).toBe('en');
    expect(i18n.t('login.title')).toBe('Log in');
    expect(i18n.t('contentTypes.submenus')).toBe('Submenus');
  });

  it('reads Spanish, never a raw key, for a language whose labels have not come', async () => {
    vi.resetModules();
    const { i18n } = await import('./i18n.ts');
    await i18n.changeLanguage('en');
    expect(i18n.t('login.title')).toBe('Iniciar sesión');
  });
});
