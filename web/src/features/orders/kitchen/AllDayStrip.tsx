import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { AllDayCount } from '../board.ts';
import { itemName } from '../format.ts';

/** The all-day counts: how many of each dish wait, at a glance across the pass. */
export const AllDayStrip = ({
  counts,
  language,
}: {
  readonly counts: readonly AllDayCount[];
  readonly language: string;
}) => {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="kitchen-all-day"
      data-testid="kitchen-all-day"
      // It scrolls sideways on a phone: reachable by keyboard too.
      tabIndex={0}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 0.75,
        overflowX: 'auto',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="h2" id="kitchen-all-day" sx={{ m: 0, fontSize: 18, whiteSpace: 'nowrap' }}>
        {t('stations.allDay')}
      </Box>
      {counts.length === 0 ? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('stations.allDayEmpty')}
        </Box>
      ) : (
        <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {counts.map((c) => (
            <Box
              component="li"
              key={c.dish}
              data-dish={c.dish}
              sx={{
                whiteSpace: 'nowrap',
                px: 1.25,
                py: 0.25,
                borderRadius: 4,
                bgcolor: 'grey.200',
                fontSize: 18,
              }}
            >
              <strong>{c.quantity}</strong> × {itemName(c.name, language)}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};
