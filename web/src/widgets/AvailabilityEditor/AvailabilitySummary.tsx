import type { AvailabilityValue } from '@carta/domain/availability-form';
import { describeAvailability } from '@carta/domain/availability-form';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAvailability } from './summary.ts';

/** The availability in one line, for collapsed cards and badges. */
export const AvailabilitySummary = ({ value }: { readonly value: AvailabilityValue }) => {
  const { t, i18n } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {formatAvailability(describeAvailability(value), t, i18n.language)}
    </Typography>
  );
};
