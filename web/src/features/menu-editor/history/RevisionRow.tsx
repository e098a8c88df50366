import Restore from '@mui/icons-material/Restore';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { useMomentFormat } from '../../../app/venueTime.ts';
import type { RevisionItem } from './api.ts';
import { summaryText } from './summaryText.ts';

/** One saved version: what changed, when and by whom, and its Restore button. */
export const RevisionRow = ({
  revision,
  busy,
  onRestore,
}: {
  readonly revision: RevisionItem;
  readonly busy: boolean;
  readonly onRestore: (revision: RevisionItem) => void;
}) => {
  const { t } = useTranslation();
  const moment = useMomentFormat();
  const date = moment(revision.CreatedAt);
  const user = revision.UserName || t('menus.history.unknownUser');
  // The original was kept by the seed, an import or before the first change: nobody wrote it here.
  const who =
    revision.Summary.kind === 'original'
      ? t('menus.history.originalBy')
      : t('menus.history.by', { user });
  return (
    <ListItem divider sx={{ alignItems: 'flex-start', gap: 1, px: 0 }} data-testid="revision">
      <ListItemText
        primary={summaryText(revision.Summary, t)}
        secondary={`${date} · ${who}`}
        slotProps={{ primary: { sx: { fontWeight: 500 } } }}
        sx={{ my: 0.5 }}
      />
      <Button
        size="small"
        startIcon={<Restore />}
        onClick={() => onRestore(revision)}
        disabled={busy}
        aria-label={t('menus.history.restoreLabel', { date })}
        sx={{ flexShrink: 0, mt: 0.5 }}
      >
        {t('menus.history.restore')}
      </Button>
    </ListItem>
  );
};
