import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useMenuField } from './useMenuField.ts';

/** behaviour.md#menu-editor alias: common-menus mode only. */
export const AliasField = () => {
  const { t } = useTranslation();
  const [alias, setAlias] = useMenuField('Alias');
  return (
    <TextField
      label={t('menus.fields.alias')}
      value={alias ?? ''}
      onChange={(e) => setAlias(e.target.value === '' ? null : e.target.value)}
      helperText={t('menus.fields.aliasHelp')}
      slotProps={{ htmlInput: { maxLength: 100 } }}
      fullWidth
    />
  );
};
