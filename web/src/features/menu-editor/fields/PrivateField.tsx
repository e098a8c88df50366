import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { useMenuField } from './useMenuField.ts';

/** behaviour.md#menu-editor 'private' (only when the enterprise's auth type is not 'none'). */
export const PrivateField = () => {
  const { t } = useTranslation();
  const [isPrivate, setPrivate] = useMenuField('Private');
  return (
    <FormControlLabel
      control={
        <Switch checked={isPrivate === true} onChange={(e) => setPrivate(e.target.checked)} />
      }
      label={t('menus.fields.private')}
    />
  );
};
