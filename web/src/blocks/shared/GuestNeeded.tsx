import type { BlockKey } from '@carta/domain/content-types';
import { GUEST_NEEDS } from '@carta/domain/guest-needs';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../../widgets/FieldValidity/fieldValidity.ts';

/**
 * behaviour.md#validation: a field the block's guest view cannot do without (the same domain rule
 * the server applies). While it is empty it says so and holds Save, and Save leads back to it.
 */
export const GuestNeeded = ({
  block,
  data,
  field,
  children,
}: {
  readonly block: BlockKey;
  readonly data: object;
  readonly field: string;
  readonly children: ReactNode;
}) => {
  const { t } = useTranslation();
  const need = GUEST_NEEDS[block];
  const missing = need ? need(data as Record<string, unknown>).includes(field) : false;
  const ref = useFieldValidity<HTMLDivElement>(missing, { field });
  return (
    <div ref={ref}>
      {children}
      {missing && (
        <FormHelperText error sx={{ mx: 1.75 }}>
          {t('blocks.shared.guestNeed')}
        </FormHelperText>
      )}
    </div>
  );
};
