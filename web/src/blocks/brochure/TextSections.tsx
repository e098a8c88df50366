import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import type { BlockEditorProps } from '../types.ts';
import { Section } from './Section.tsx';

type SectionFieldsProps = Pick<BlockEditorProps<'brochure'>, 'data' | 'languages' | 'onChange'>;

/** Description: rich text (sanitized by the server) and a note. */
export const DescriptionSection = ({ data, languages, onChange }: SectionFieldsProps) => {
  const { t } = useTranslation();
  return (
    <Section
      title={t('blocks.brochure.description')}
      shown={data.BrochureWithDescription}
      onShownChange={(BrochureWithDescription) => onChange({ BrochureWithDescription })}
    >
      <ConnectedTranslatableField
        label={t('blocks.brochure.descriptionText')}
        mode="richText"
        value={data.BrochureDescription}
        languages={languages}
        onChange={(BrochureDescription) => onChange({ BrochureDescription })}
      />
      <ConnectedTranslatableField
        label={t('blocks.brochure.note')}
        mode="textArea"
        value={data.BrochureNote}
        languages={languages}
        onChange={(BrochureNote) => onChange({ BrochureNote })}
      />
    </Section>
  );
};

/** Facts: opening hours, price and services, in every language. */
export const FactsSection = ({ data, languages, onChange }: SectionFieldsProps) => {
  const { t } = useTranslation();
  return (
    <Section
      title={t('blocks.brochure.facts')}
      shown={data.BrochureWithFacts}
      onShownChange={(BrochureWithFacts) => onChange({ BrochureWithFacts })}
    >
      <ConnectedTranslatableField
        label={t('blocks.brochure.hours')}
        value={data.BrochureHours}
        languages={languages}
        onChange={(BrochureHours) => onChange({ BrochureHours })}
      />
      <ConnectedTranslatableField
        label={t('blocks.brochure.price')}
        value={data.BrochurePrice}
        languages={languages}
        onChange={(BrochurePrice) => onChange({ BrochurePrice })}
      />
      <ConnectedTranslatableField
        label={t('blocks.brochure.services')}
        mode="textArea"
        value={data.BrochureServices}
        languages={languages}
        onChange={(BrochureServices) => onChange({ BrochureServices })}
      />
    </Section>
  );
};
