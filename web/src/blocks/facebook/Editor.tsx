import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountField } from '../shared/AccountField.tsx';
import { GuestNeeded } from '../shared/GuestNeeded.tsx';
import type { BlockEditorProps } from '../types.ts';

/** Facebook (12): the page whose feed the guest app shows. */
export const Editor = memo(function FacebookEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'facebook'>) {
  const { t } = useTranslation();
  const account = data.FacebookAccount;
  if (collapsed)
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {account || t('blocks.facebook.none')}
      </Typography>
    );
  return (
    <GuestNeeded block="facebook" data={data} field="FacebookAccount">
      <AccountField
        label={t('blocks.facebook.account')}
        hint={t('blocks.facebook.hint')}
        value={account}
        onApply={(FacebookAccount) => onChange({ FacebookAccount })}
      />
    </GuestNeeded>
  );
});
