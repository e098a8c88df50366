import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { activityTypesQuery } from '../../api/catalogues.ts';
import { useProviderTypes } from '../shared/useProviderTypes.ts';

/**
 * behaviour.md#blocks (34): on load the block asks the activity provider for its type names, so staff see what
 * the guest list will be grouped by. A failure is said here; the colours stay editable.
 */
export const ProviderTypeChips = () => {
  const { t } = useTranslation();
  const { types, status, hasLink, retry } = useProviderTypes(activityTypesQuery, 'TypeActivity');
  if (!hasLink) return <Alert severity="info">{t('blocks.externalActivity.noLink')}</Alert>;
  if (status === 'loading') {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('blocks.externalActivity.loading')}
      </Typography>
    );
  }
  if (status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('blocks.externalActivity.retry')}
          </Button>
        }
      >
        {t('blocks.externalActivity.error')}
      </Alert>
    );
  }
  const label = t('blocks.externalActivity.types');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" component="span">
        {label}
      </Typography>
      <Stack component="ul" aria-label={label} direction="row" spacing={1} useFlexGap sx={listSx}>
        {types
          .filter((type) => type.ID !== 0)
          .map((type) => (
            <li key={type.ID}>
              <Chip size="small" label={type.Name} />
            </li>
          ))}
      </Stack>
    </Stack>
  );
};

const listSx = { flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 } as const;
