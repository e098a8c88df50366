import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../../widgets/ColorPicker/ColorPicker.tsx';
import { useMenuField } from './useMenuField.ts';

const ColorField = ({
  field,
  label,
}: {
  readonly field: 'BGColor' | 'TextColor' | 'BGColorContent' | 'TextColorContent';
  readonly label: string;
}) => {
  const [value, setValue] = useMenuField(field);
  return <ColorPicker label={label} value={value ?? null} onChange={setValue} />;
};

/** behaviour.md#menu-editor custom colours of the menu and its content (only with ShowCustomColorMenu). */
export const MenuColors = () => {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('menus.fields.colors')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ColorField field="BGColor" label={t('menus.fields.bgColor')} />
        <ColorField field="TextColor" label={t('menus.fields.textColor')} />
        <ColorField field="BGColorContent" label={t('menus.fields.bgColorContent')} />
        <ColorField field="TextColorContent" label={t('menus.fields.textColorContent')} />
      </Stack>
    </Stack>
  );
};
