import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { weeklyMenusQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';
import { CatalogueSelect, statusOf } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import { namedOptions, nameIn, toPickedId } from '../shared/namedCatalogue.ts';
import type { BlockEditorProps } from '../types.ts';

/** The four colours in §2.7's order, with the label each one carries. */
const COLORS = [
  ['WeeklyMenuWeekColor1', 'weekColor1'],
  ['WeeklyMenuWeekColor2', 'weekColor2'],
  ['WeeklyMenuColor1', 'color1'],
  ['WeeklyMenuColor2', 'color2'],
] as const;

const colorOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * Weekly menu (51): a weekly-menu content of the enterprise, shown in four colours. Collapsed, it
 * names the source from a list already read, without asking for it.
 */
export const Editor = memo(function WeeklyMenuEditor({
  content,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const sources = useQuery({ ...weeklyMenusQuery(enterprise.ID), enabled: !collapsed });
  const sourceId = toPickedId(content.WeeklyMenuContentID);

  if (collapsed) {
    const name = sourceId === null ? undefined : nameIn(sources.data, sourceId);
    return (
      <Typography variant="body2" noWrap color={sourceId === null ? 'text.secondary' : undefined}>
        {sourceId === null
          ? t('blocks.weeklyMenu.noneChosen')
          : (name ?? t('blocks.weeklyMenu.sourceNumber', { id: sourceId }))}
      </Typography>
    );
  }

  const options = namedOptions(sources.data);
  const status = statusOf(sources);
  return (
    <Stack spacing={2}>
      <CatalogueSelect
        label={t('blocks.weeklyMenu.source')}
        options={options}
        value={sourceId}
        status={status}
        onRetry={() => void sources.refetch()}
        helperText={
          status === 'ready' && options.length === 0 ? t('blocks.weeklyMenu.noSources') : undefined
        }
        onChange={(value) => {
          const WeeklyMenuContentID = toPickedId(value);
          if (WeeklyMenuContentID !== sourceId) onChange({ WeeklyMenuContentID });
        }}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {COLORS.map(([field, label]) => (
          <ColorPicker
            key={field}
            label={t(`blocks.weeklyMenu.${label}`)}
            value={colorOf(content[field])}
            onChange={(color) => onChange({ [field]: color })}
          />
        ))}
      </Stack>
    </Stack>
  );
});
