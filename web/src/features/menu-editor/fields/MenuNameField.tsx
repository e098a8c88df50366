import { hasAnyText } from '@carta/domain';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../../../widgets/FieldValidity/fieldValidity.ts';
import { ConnectedTranslatableField } from '../../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useMenuEditorStore } from '../store.ts';
import { useMenuField } from './useMenuField.ts';

/**
 * behaviour.md#menu-editor the translatable name, 'submenu name' for a submenu and 'menu name' otherwise. Required: with
 * no text in any language it is red and holds Save (the draft rule `menuIssues` finds it too).
 */
export const MenuNameField = ({ languages }: { readonly languages: readonly string[] }) => {
  const { t } = useTranslation();
  const [name, setName] = useMenuField('Name');
  const isSubmenu = useMenuEditorStore((state) => state.menu?.ParentID != null);
  // A new menu's empty name is not an error yet: it turns red once the draft is edited (the store
  // clears that when another menu loads), or when Save is refused.
  const showError = useMenuEditorStore((state) => state.modified || state.refusedSave);
  const unnamed = name !== undefined && !hasAnyText(name);
  const ref = useFieldValidity<HTMLDivElement>(unnamed, { field: 'Name' });
  return (
    <div ref={ref}>
      <ConnectedTranslatableField
        label={t(isSubmenu ? 'menus.submenuName' : 'menus.menuName')}
        value={name}
        onChange={setName}
        languages={languages}
        required
        error={unnamed && showError ? t('menus.nameRequired') : null}
      />
    </div>
  );
};
