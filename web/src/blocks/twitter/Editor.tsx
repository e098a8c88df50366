import SearchIcon from '@mui/icons-material/Search';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountField } from '../shared/AccountField.tsx';
import { GuestNeeded } from '../shared/GuestNeeded.tsx';
import type { BlockEditorProps } from '../types.ts';

/** Twitter / social feed (11): the account whose posts the guest app shows. */
export const Editor = memo(function TwitterEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'twitter'>) {
  const { t } = useTranslation();
  const account = data.TwitterAccount;
  if (collapsed)
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {account || t('blocks.twitter.none')}
      </Typography>
    );
  return (
    <GuestNeeded block="twitter" data={data} field="TwitterAccount">
      <AccountField
        label={t('blocks.twitter.account')}
        hint={t('blocks.twitter.hint')}
        placeholder="@"
        value={account}
        icon={<SearchIcon fontSize="small" />}
        onApply={(TwitterAccount) => onChange({ TwitterAccount })}
      />
    </GuestNeeded>
  );
});
