import Cancel from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { itemName } from '../format.ts';
import { soldOutQuery, useSoldOut } from './queries.ts';
import { useUntilText } from './useUntil.ts';

/** What ran out now; a tap on a chip's cross puts it back on sale. Nothing shown when none. */
export const SoldOutPanel = ({ ws, language }: { ws: string; language: string }) => {
  const { t } = useTranslation();
  const timeOf = useUntilText(ws);
  const marks = useQuery(soldOutQuery(ws));
  const soldOut = useSoldOut(ws);
  const list = marks.data ?? [];
  if (list.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-testid="sold-out"
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <Typography component="h2" variant="subtitle2">
        {t('service.soldOut.title')}:
      </Typography>
      {list.map((m) => {
        const name = itemName(m.Name, language);
        const until = m.Until
          ? t('service.soldOut.until', { time: timeOf(m.Until) })
          : t('service.soldOut.untilStaff');
        return (
          <Chip
            key={`${m.Kind}:${m.ID}`}
            color="error"
            variant="outlined"
            label={`${name} · ${until}`}
            onDelete={() => soldOut.mutate({ kind: m.Kind, id: m.ID, soldOut: false })}
            deleteIcon={<Cancel titleAccess={t('service.soldOut.backLabel', { name })} />}
          />
        );
      })}
    </Stack>
  );
};

/** One tap on an order line: the dish is sold out until the venue's day changes, or back. */
export const SoldOutToggle = ({
  ws,
  dishId,
  name,
}: {
  ws: string;
  dishId: number;
  name: string;
}) => {
  const { t } = useTranslation();
  const marks = useQuery(soldOutQuery(ws));
  const soldOut = useSoldOut(ws);
  const isOut = (marks.data ?? []).some((m) => m.Kind === 'dish' && m.ID === dishId);
  return (
    <Chip
      size="small"
      color="error"
      variant={isOut ? 'filled' : 'outlined'}
      clickable
      disabled={soldOut.isPending}
      aria-pressed={isOut}
      aria-label={
        isOut ? t('service.soldOut.backLabel', { name }) : t('service.soldOut.markLabel', { name })
      }
      // Outlined, it is an action ("Marcar agotado"); filled, the dish's state ("Agotado"). Each
      // accessible name starts with the visible words, so a voice command that reads them works.
      label={isOut ? t('service.soldOut.mark') : t('service.soldOut.markShort')}
      onClick={() => soldOut.mutate({ kind: 'dish', id: dishId, soldOut: !isOut })}
    />
  );
};
