import { formCio } from '@carta/domain/blocks/formCio';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formsCioQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';
import { NamedCatalogueField } from '../shared/NamedCatalogueField.tsx';
import type { BlockEditorProps } from '../types.ts';

/**
 * Form (formCio, 54): one of the enterprise's forms. behaviour.md#blocks shows only the select; FormIcon is not
 * edited here, but a row without a valid one gets the schema's default with the first choice, so
 * that the block the editor reports is always one the server accepts.
 */
export const Editor = memo(function FormCioEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'formCio'>) {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const choose = (FormCioFieldsConfig: number | null) =>
    onChange(
      formCio.schema.shape.FormIcon.safeParse(data.FormIcon).success
        ? { FormCioFieldsConfig }
        : { FormCioFieldsConfig, FormIcon: formCio.defaults({ languages: [] }).FormIcon },
    );
  return (
    <NamedCatalogueField
      query={formsCioQuery(enterprise.ID)}
      value={data.FormCioFieldsConfig}
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
