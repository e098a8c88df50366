import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { activityTypesQuery } from '../../api/catalogues.ts';
import { ProviderTypeEditor } from '../shared/ProviderTypeEditor.tsx';
import type { BlockEditorProps, ContentPatch } from '../types.ts';

/** Activity (13): the activity provider's activities of one type (0 = all) in four colours. */
export const Editor = memo(function ActivityEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'activity'>) {
  const { t } = useTranslation();
  return (
    <ProviderTypeEditor
      content={data}
      // The shared editor reports only typeField and the colour fields below, all in this schema.
      onChange={onChange as (patch: ContentPatch) => void}
      collapsed={collapsed}
      query={activityTypesQuery}
      prefix="TypeActivity"
      typeField="TypeActivity"
      colors={[
        { field: 'ActivityPrimaryColor', label: t('blocks.activity.primary') },
        { field: 'ActivitySecundaryColor', label: t('blocks.activity.secondary') },
        { field: 'ActivityColor', label: t('blocks.activity.title') },
        { field: 'ActivityDescriptionColor', label: t('blocks.activity.description') },
      ]}
      labels={{
        type: t('blocks.activity.type'),
        all: t('blocks.activity.all'),
        noLink: t('blocks.activity.noLink'),
        summary: (type) => t('blocks.activity.summary', { type }),
        typeNumber: (id) => t('blocks.activity.typeNumber', { id }),
      }}
    />
  );
});
