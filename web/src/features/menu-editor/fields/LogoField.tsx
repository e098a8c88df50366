import { useTranslation } from 'react-i18next';
import { ImageSelector } from '../../../widgets/ImageSelector/ImageSelector.tsx';
import { useMenuField } from './useMenuField.ts';

/** behaviour.md#menu-editor menu logo image picker: a 120 px thumbnail beside the fields (docs/decisions.md), not behaviour.md#limits's 275 px. */
export const LogoField = () => {
  const { t } = useTranslation();
  const [image, setImage] = useMenuField('Image');
  return (
    <ImageSelector
      label={t('menus.fields.logo')}
      value={image}
      onChange={setImage}
      variant="thumbnail"
      allowOriginal
      clearable
    />
  );
};
