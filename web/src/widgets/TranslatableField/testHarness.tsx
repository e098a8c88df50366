import type { Translatable } from '@carta/domain';
import { useState } from 'react';
import { TranslatableField, type TranslatableFieldProps } from './TranslatableField.tsx';

export type HarnessProps = Omit<TranslatableFieldProps, 'value' | 'onChange' | 'label'> & {
  readonly label?: string;
  readonly initial: Translatable;
  readonly onValue?: (value: Translatable) => void;
  /** A value the owner can put in from outside (a reload, an undo), with a button to do it. */
  readonly replacement?: Translatable;
};

/** The field with its owner's state, as a block editor holds it. */
export const Harness = ({
  label = 'Nombre del menú',
  initial,
  onValue,
  replacement,
  ...props
}: HarnessProps) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TranslatableField
        {...props}
        label={label}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      {replacement && (
        <button type="button" onClick={() => setValue(replacement)}>
          Reemplazar desde fuera
        </button>
      )}
    </>
  );
};
