import type { ReactNode } from 'react';
import { PickerLocalization } from '../DatePicker/PickerLocalization.tsx';

/** The clock speaks the UI language with the same words as every other picker. */
export const TimeLocalization = ({ children }: { children: ReactNode }) => (
  <PickerLocalization>{children}</PickerLocalization>
);
