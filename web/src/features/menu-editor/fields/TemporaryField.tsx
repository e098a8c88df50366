import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { ItemAvailabilityEditor } from '../../../widgets/AvailabilityEditor/variants.tsx';
import { useMenuEditorStore } from '../store.ts';
import { useMenuField } from './useMenuField.ts';

/**
 * behaviour.md#menu-editor 'temporary menu/submenu': the editor's own 'temporary' box is the switch (IsTemp of the
 * menu), and the availability shows while it is on.
 */
export const TemporaryField = ({ isSubmenu }: { readonly isSubmenu: boolean }) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const [isTemp] = useMenuField('IsTemp');
  const [availability] = useMenuField('Availability');
  const setMenuFields = useMenuEditorStore((state) => state.setMenuFields);
  const onChange = useCallback(
    ({
      IsTemp,
      Availability,
    }: {
      IsTemp: boolean;
      Availability: NonNullable<typeof availability>;
    }) => setMenuFields({ IsTemp, Availability }),
    [setMenuFields],
  );
  return (
    <Box component="section" aria-labelledby="menu-temporary-heading">
      <Typography id="menu-temporary-heading" variant="subtitle2" component="h3">
        {t(isSubmenu ? 'menus.fields.temporarySubmenu' : 'menus.fields.temporaryMenu')}
      </Typography>
      <ItemAvailabilityEditor
        availability={availability}
        isTemp={isTemp === true}
        onChange={onChange}
        timeZone={enterprise.TimeZone}
      />
    </Box>
  );
};
