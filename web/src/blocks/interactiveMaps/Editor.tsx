import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { interactiveMapsQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';
import { CatalogueSelect, statusOf } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';
import { namedOptions, nameIn, toPickedId } from '../shared/namedCatalogue.ts';
import type { BlockEditorProps } from '../types.ts';

/**
 * Interactive maps (57): one of the workspace's interactive maps. §2.7 shows the select only while
 * blocks are not collapsed, so a collapsed block does not ask for the list: its summary names the
 * map from a list already read, else by its number.
 */
export const Editor = memo(function InteractiveMapsEditor({
  content,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const maps = useQuery({ ...interactiveMapsQuery(enterprise.ID), enabled: !collapsed });
  const mapId = toPickedId(content.InteractiveMapsID);

  if (collapsed) {
    const name = mapId === null ? undefined : nameIn(maps.data, mapId);
    return (
      <Typography variant="body2" noWrap color={mapId === null ? 'text.secondary' : undefined}>
        {mapId === null
          ? t('blocks.interactiveMaps.noneChosen')
          : (name ?? t('blocks.interactiveMaps.mapNumber', { id: mapId }))}
      </Typography>
    );
  }

  const options = namedOptions(maps.data);
  const status = statusOf(maps);
  return (
    <CatalogueSelect
      label={t('blocks.interactiveMaps.map')}
      options={options}
      value={mapId}
      status={status}
      onRetry={() => void maps.refetch()}
      helperText={
        status === 'ready' && options.length === 0 ? t('blocks.interactiveMaps.noMaps') : undefined
      }
      onChange={(value) => {
        const InteractiveMapsID = toPickedId(value);
        if (InteractiveMapsID !== mapId) onChange({ InteractiveMapsID });
      }}
    />
  );
});
