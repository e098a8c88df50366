import { useTranslation } from 'react-i18next';
import { ImageSelector } from '../../../widgets/ImageSelector/ImageSelector.tsx';
import { useMenuField } from './useMenuField.ts';

/** §2.2 menu logo image picker (275px wide, §9). */
export const LogoField = () => {
  const { t } = useTranslation();
  const [image, setImage] = useMenuField('Image');
  return (
    <ImageSelector
      label={t('menus.fields.logo')}
      value={image}
      onChange={setImage}
      variant="logo"
      allowOriginal
      clearable
    />
  );
};
