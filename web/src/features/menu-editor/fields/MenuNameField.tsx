import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useMenuEditorStore } from '../store.ts';
import { useMenuField } from './useMenuField.ts';

/** §2.2 the translatable name, 'submenu name' for a submenu and 'menu name' otherwise. */
export const MenuNameField = ({ languages }: { readonly languages: readonly string[] }) => {
  const { t } = useTranslation();
  const [name, setName] = useMenuField('Name');
  const isSubmenu = useMenuEditorStore((state) => state.menu?.ParentID != null);
  return (
    <ConnectedTranslatableField
      label={t(isSubmenu ? 'menus.submenuName' : 'menus.menuName')}
      value={name}
      onChange={setName}
      languages={languages}
      required
    />
  );
};
