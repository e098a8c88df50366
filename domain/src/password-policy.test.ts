import { describe, expect, it } from 'vitest';
import { passwordForms, passwordProblem } from './password-policy.ts';

const list = new Set(['password', 'qwertyuiop', '1234567890']);
const isCommon = (form: string) => list.has(form);

describe('password policy', () => {
  it('needs at least 10 characters, counted as characters not bytes', () => {
    expect(passwordProblem('Short-1234'.slice(0, 9), isCommon)).toBe('too_short');
    expect(passwordProblem('ñandú-çüé9', isCommon)).toBeNull();
  });

  it('refuses more than 200 characters', () => {
    expect(passwordProblem('x1'.repeat(101), isCommon)).toBe('too_long');
  });

  it('refuses a listed password in any case, and one with digits added to a listed word', () => {
    expect(passwordProblem('QwertyUiop', isCommon)).toBe('common');
    expect(passwordProblem('password2024!', isCommon)).toBe('common');
    expect(passwordProblem('1234567890', isCommon)).toBe('common');
  });

  it('refuses one or two characters repeated', () => {
    expect(passwordProblem('aaaaaaaaaaaa', isCommon)).toBe('common');
    expect(passwordProblem('abababababab', isCommon)).toBe('common');
  });

  it("refuses the user's own e-mail or its name part", () => {
    const me = ['lucia.perez@hotel.local', 'Lucía Pérez'];
    expect(passwordProblem('lucia.perez@hotel.local', isCommon, me)).toBe('personal');
    expect(passwordProblem('Lucia.Perez2025', isCommon, me)).toBe('personal');
    expect(passwordProblem('tortuga-azul-marina', isCommon, me)).toBeNull();
  });

  it('checks the typed form and the form without trailing digits or marks', () => {
    expect(passwordForms('Verano2025!')).toEqual(['verano2025!', 'verano']);
    expect(passwordForms('123')).toEqual(['123']);
  });
});
