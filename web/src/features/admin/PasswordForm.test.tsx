import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAdminLocales } from './loadAdminLocales.ts';
import { PasswordForm } from './PasswordForm.tsx';

describe('Mi cuenta: the password form and its leave guard (behaviour.md#administration)', () => {
  beforeAll(() => loadAdminLocales());

  it.each([/^Contraseña actual/, /^Contraseña nueva/, /^Repita la contraseña nueva/])(
    'a keystroke in %s tells the guard before the form renders it',
    (label) => {
      // Each time the guard is told, with how many renders of the form React had committed by then.
      let commits = 0;
      const told: [dirty: boolean, commits: number][] = [];
      render(
        <Profiler id="password" onRender={() => commits++}>
          <PasswordForm
            onDirty={(dirty) => {
              told.push([dirty, commits]);
            }}
          />
        </Profiler>,
      );
      const field = screen.getByLabelText(label);

      // Told from an effect only, the guard would learn of it one render late: the screen's render
      // that shows the keystroke would still be unguarded, and an address typed then would leave.
      const typing = commits;
      told.length = 0;
      fireEvent.change(field, { target: { value: 'x' } });
      expect(field).toHaveValue('x');
      expect(told[0]).toEqual([true, typing]);
      expect(told.at(-1)?.[0]).toBe(true);

      const emptying = commits;
      told.length = 0;
      fireEvent.change(field, { target: { value: '' } });
      expect(told[0]).toEqual([false, emptying]);
      expect(told.at(-1)?.[0]).toBe(false);
    },
  );
});
