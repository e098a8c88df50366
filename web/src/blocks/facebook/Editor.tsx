import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountField } from '../twitter/AccountField.tsx';
import type { BlockEditorProps } from '../types.ts';

/** Facebook (12): the page whose feed the guest app shows. */
export const Editor = memo(function FacebookEditor({
  content,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const account = typeof content.FacebookAccount === 'string' ? content.FacebookAccount : '';
  if (collapsed)
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {account || t('blocks.facebook.none')}
      </Typography>
    );
  return (
    <AccountField
      label={t('blocks.facebook.account')}
      hint={t('blocks.facebook.hint')}
      value={account}
      onApply={(FacebookAccount) => onChange({ FacebookAccount })}
    />
  );
});
