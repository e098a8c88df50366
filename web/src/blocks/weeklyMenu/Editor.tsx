import Stack from '@mui/material/Stack';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { weeklyMenusQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import { NamedCatalogueField } from '../shared/NamedCatalogueField.tsx';
import type { BlockEditorProps } from '../types.ts';

/** The four colours in behaviour.md#blocks's order, with the label each one carries. */
const COLORS = [
  ['WeeklyMenuWeekColor1', 'weekColor1'],
  ['WeeklyMenuWeekColor2', 'weekColor2'],
  ['WeeklyMenuColor1', 'color1'],
  ['WeeklyMenuColor2', 'color2'],
] as const;

/**
 * Weekly menu (51): a weekly-menu content of the enterprise, shown in four colours. Collapsed, it
 * names the source from a list already read, without asking for it.
 */
export const Editor = memo(function WeeklyMenuEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'weeklyMenu'>) {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const source = (
    <NamedCatalogueField
      query={weeklyMenusQuery(enterprise.ID)}
      value={data.WeeklyMenuContentID}
      collapsed={collapsed}
      labels={{
        field: t('blocks.weeklyMenu.source'),
        emptyList: t('blocks.weeklyMenu.noSources'),
        noneChosen: t('blocks.weeklyMenu.noneChosen'),
        byNumber: (id) => t('blocks.weeklyMenu.sourceNumber', { id }),
      }}
      onChange={(WeeklyMenuContentID) => onChange({ WeeklyMenuContentID })}
    />
  );
  if (collapsed) return source;

  return (
    <Stack spacing={2}>
      {source}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {COLORS.map(([field, label]) => (
          <ColorPicker
            key={field}
            label={t(`blocks.weeklyMenu.${label}`)}
            // The schema keeps '' as well as null for 'no colour'; the picker knows only null.
            value={data[field] || null}
            onChange={(color) => onChange({ [field]: color })}
          />
        ))}
      </Stack>
    </Stack>
  );
});
