import type { Availability } from '@carta/domain/availability';
import {
  type AvailabilityValue,
  fromItemVariant,
  fromLowercaseVariant,
  type ItemAvailability,
  type LowercaseAvailability,
  readAvailability,
  toItemVariant,
  toLowercaseVariant,
} from '@carta/domain/availability-form';
import { AvailabilityInput, type AvailabilityInputProps } from './AvailabilityInput.tsx';

type Shared = Omit<AvailabilityInputProps, 'value' | 'onChange'>;

export type ContentAvailabilityEditorProps<C extends Readonly<Record<string, unknown>>> = Shared & {
  /** A content with its flat availability fields (IsTemp, Per, DateStart …) among the others. */
  readonly content: C;
  /** The content with its availability fields replaced: capitalised names, arrays. */
  readonly onChange: (content: C & AvailabilityValue) => void;
};

/** For content cards: reads and writes the availability fields that sit flat on a content. */
export const ContentAvailabilityEditor = <C extends Readonly<Record<string, unknown>>>({
  content,
  onChange,
  ...rest
}: ContentAvailabilityEditorProps<C>) => (
  <AvailabilityInput
    {...rest}
    value={readAvailability(content)}
    onChange={(availability) => onChange({ ...content, ...availability })}
  />
);

export type LowercaseAvailabilityEditorProps = Shared & {
  readonly value: Partial<Record<keyof LowercaseAvailability, unknown>> | null | undefined;
  readonly onChange: (value: LowercaseAvailability) => void;
};

/** The welcome-modal variant (behaviour.md#data): lowercase names, day lists as JSON-encoded strings. */
export const LowercaseAvailabilityEditor = ({
  value,
  onChange,
  ...rest
}: LowercaseAvailabilityEditorProps) => (
  <AvailabilityInput
    {...rest}
    value={fromLowercaseVariant(value)}
    onChange={(availability) => onChange(toLowercaseVariant(availability))}
  />
);

export type ItemAvailabilityEditorProps = Shared & {
  readonly availability: Availability | null | undefined;
  /** The item's own IsTemp (a menu's 'temporary' switch), which decides over the stored one. */
  readonly isTemp: boolean;
  readonly onChange: (value: ItemAvailability) => void;
};

/** For an item being edited (a menu or submenu): its Availability beside its own IsTemp. */
export const ItemAvailabilityEditor = ({
  availability,
  isTemp,
  onChange,
  ...rest
}: ItemAvailabilityEditorProps) => (
  <AvailabilityInput
    {...rest}
    value={fromItemVariant(availability, isTemp)}
    onChange={(next) => onChange(toItemVariant(next))}
  />
);
