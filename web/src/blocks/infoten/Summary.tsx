import type { InfotenFilters } from '@carta/domain/blocks/infoten';
import { infotenSummaryParts } from '@carta/domain/catalogues/infoten';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The collapsed block: its filters on one line, or that it shows every resource. */
export const Summary = ({ filters }: { readonly filters: InfotenFilters }) => {
  const { t } = useTranslation();
  const parts = infotenSummaryParts(filters);
  return (
    <Typography variant="body2" noWrap>
      {parts.length > 0 ? parts.join(' › ') : t('blocks.infoten.allResources')}
    </Typography>
  );
};
