import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { showTypesQuery } from '../../api/catalogues.ts';
import { ProviderTypeEditor, type ProviderTypeEditorProps } from '../shared/ProviderTypeEditor.tsx';
import type { BlockEditorProps } from '../types.ts';

/**
 * Show (19): the shows service's shows of one type (0 = all) in four colours. It reads the shows
 * service exactly as the activity block reads the activity provider, hence the shared editor.
 */
export const Editor = memo(function ShowEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'show'>) {
  const { t } = useTranslation();
  return (
    <ProviderTypeEditor
      content={data}
      // The shared editor (activity too) patches only typeField and the colour fields named below.
      onChange={onChange as ProviderTypeEditorProps['onChange']}
      collapsed={collapsed}
      query={showTypesQuery}
      prefix="TypeShow"
      typeField="TypeShow"
      colors={[
        { field: 'ShowPrimaryColor', label: t('blocks.show.primary') },
        { field: 'ShowSecundaryColor', label: t('blocks.show.secondary') },
        { field: 'ShowColor', label: t('blocks.show.title') },
        { field: 'ShowDescriptionColor', label: t('blocks.show.description') },
      ]}
      labels={{
        type: t('blocks.show.type'),
        all: t('blocks.show.all'),
        noLink: t('blocks.show.noLink'),
        summary: (type) => t('blocks.show.summary', { type }),
        typeNumber: (id) => t('blocks.show.typeNumber', { id }),
      }}
    />
  );
});
