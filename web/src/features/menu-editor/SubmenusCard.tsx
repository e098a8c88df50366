import { isNewId } from '@carta/domain';
import type { SubmenuEntry } from '@carta/domain/menu-editing';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session.tsx';
import { menuPath } from '../../app/useOwner.ts';
import { type EnterpriseStyle, MenuEntryTile } from '../../widgets/MenuEntryTile/MenuEntryTile.tsx';
import { SavedNote, useSavedNote } from '../../widgets/SavedNote/SavedNote.tsx';
import { useEnterpriseContentLanguage } from '../../widgets/TranslatableField/useEnterpriseContentLanguage.ts';
import { useMenuEditorStore } from './store.ts';
import { useSortSubmenus } from './useSortSubmenus.ts';

const SortableSubmenu = ({
  submenu,
  style,
  onEdit,
}: {
  readonly submenu: SubmenuEntry;
  readonly style: EnterpriseStyle;
  readonly onEdit: () => void;
}) => {
  const id = String(submenu.ID);
  // Submenu names in the content language being edited, not the interface language.
  const contentLanguage = useEnterpriseContentLanguage();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <Box
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ position: 'relative', zIndex: isDragging ? 1 : undefined }}
    >
      <MenuEntryTile
        name={submenu.Name}
        locale={contentLanguage}
        image={submenu.Image}
        style={style}
        secondary
        editable
        isNew={isNewId(submenu.ID)}
        onEdit={onEdit}
        dragHandleProps={{ ...attributes, ...listeners }}
      />
    </Box>
  );
};

/**
 * behaviour.md#menu-editor submenus card: a notice when there are none, else the sortable list; a drag sends the new
 * order at once (behaviour.md#editing, positions from 0) and is undone if the server refuses it.
 */
export const SubmenusCard = () => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const navigate = useNavigate();
  const owner = useMenuEditorStore((state) => state.owner) ?? '';
  const submenus = useMenuEditorStore((state) => state.submenus);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The API sends the enterprise's style settings beside its other fields.
  const style = enterprise as EnterpriseStyle;
  const ids = submenus.map((submenu) => String(submenu.ID));

  const sortSubmenus = useSortSubmenus();
  // The order is stored at once (behaviour.md#editing), not with Save: the card says so.
  const orderSaved = useSavedNote();
  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    if (await sortSubmenus(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))) {
      orderSaved.show();
    }
  };

  return (
    <Paper sx={{ p: 2, position: 'relative' }}>
      <Box sx={{ position: 'absolute', top: 2, right: 12 }}>
        <SavedNote visible={orderSaved.visible} label={t('menus.immediate.orderSaved')} />
      </Box>
      {submenus.length === 0 ? (
        <Alert severity="info">{t('menus.info.noExistSubmenu')}</Alert>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={(event) => void onDragEnd(event)}
          accessibility={{
            screenReaderInstructions: { draggable: t('contents.dragInstructions') },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Stack spacing={1} sx={{ maxWidth: 560 }}>
              {submenus.map((submenu) => (
                <SortableSubmenu
                  key={String(submenu.ID)}
                  submenu={submenu}
                  style={style}
                  onEdit={() => navigate(menuPath(owner, submenu.ID))}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
    </Paper>
  );
};
