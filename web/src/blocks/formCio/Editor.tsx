import { formCio } from '@carta/domain/blocks/formCio';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formsCioQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';
import { NamedCatalogueField } from '../shared/NamedCatalogueField.tsx';
import type { BlockEditorProps, ContentPatch } from '../types.ts';

/**
 * Form (formCio, 54): one of the enterprise's forms. §2.7 shows only the select; FormIcon is not
 * edited here, but a row without a valid one gets the schema's default with the first choice, so
 * that the block the editor reports is always one the server accepts.
 */
export const Editor = memo(function FormCioEditor({
  content,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const choose = (FormCioFieldsConfig: number | null) => {
    const patch: ContentPatch = formCio.schema.shape.FormIcon.safeParse(content.FormIcon).success
      ? { FormCioFieldsConfig }
      : { FormCioFieldsConfig, FormIcon: formCio.defaults({ languages: [] }).FormIcon };
    onChange(patch);
  };
  return (
    <NamedCatalogueField
      query={formsCioQuery(enterprise.ID)}
      value={content.FormCioFieldsConfig}
      collapsed={collapsed}
      labels={{
        field: t('blocks.formCio.form'),
        emptyList: t('blocks.formCio.noForms'),
        noneChosen: t('blocks.formCio.noneChosen'),
        byNumber: (id) => t('blocks.formCio.formNumber', { id }),
      }}
      onChange={choose}
    />
  );
});
