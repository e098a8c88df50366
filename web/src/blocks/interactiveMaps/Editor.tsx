import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { interactiveMapsQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';
import { NamedCatalogueField } from '../shared/NamedCatalogueField.tsx';
import type { BlockEditorProps } from '../types.ts';

/**
 * Interactive maps (57): one of the workspace's interactive maps. behaviour.md#blocks shows the select only while
 * blocks are not collapsed; collapsed, the field is the summary line.
 */
export const Editor = memo(function InteractiveMapsEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'interactiveMaps'>) {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  return (
    <NamedCatalogueField
      query={interactiveMapsQuery(enterprise.ID)}
      value={data.InteractiveMapsID}
      collapsed={collapsed}
      labels={{
        field: t('blocks.interactiveMaps.map'),
        emptyList: t('blocks.interactiveMaps.noMaps'),
        noneChosen: t('blocks.interactiveMaps.noneChosen'),
        byNumber: (id) => t('blocks.interactiveMaps.mapNumber', { id }),
      }}
      onChange={(InteractiveMapsID) => onChange({ InteractiveMapsID })}
    />
  );
});
