import { parseTranslatable } from '@carta/domain';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import type { BlockEditorProps } from '../types.ts';
import { Section } from './Section.tsx';

type SectionFieldsProps = Pick<BlockEditorProps, 'content' | 'languages' | 'onChange'>;

/** Description: rich text (sanitized by the server) and a note. */
export const DescriptionSection = ({ content, languages, onChange }: SectionFieldsProps) => {
  const { t } = useTranslation();
  return (
    <Section
      title={t('blocks.brochure.description')}
      shown={content.BrochureWithDescription === true}
      onShownChange={(BrochureWithDescription) => onChange({ BrochureWithDescription })}
    >
      <ConnectedTranslatableField
        label={t('blocks.brochure.descriptionText')}
        mode="richText"
        value={parseTranslatable(content.BrochureDescription)}
        languages={languages}
        onChange={(BrochureDescription) => onChange({ BrochureDescription })}
      />
      <ConnectedTranslatableField
        label={t('blocks.brochure.note')}
        mode="textArea"
        value={parseTranslatable(content.BrochureNote)}
        languages={languages}
        onChange={(BrochureNote) => onChange({ BrochureNote })}
      />
    </Section>
  );
};

/** Facts: opening hours, price and services, in every language. */
export const FactsSection = ({ content, languages, onChange }: SectionFieldsProps) => {
  const { t } = useTranslation();
  return (
    <Section
      title={t('blocks.brochure.facts')}
      shown={content.BrochureWithFacts === true}
      onShownChange={(BrochureWithFacts) => onChange({ BrochureWithFacts })}
    >
      <ConnectedTranslatableField
        label={t('blocks.brochure.hours')}
        value={parseTranslatable(content.BrochureHours)}
        languages={languages}
        onChange={(BrochureHours) => onChange({ BrochureHours })}
      />
      <ConnectedTranslatableField
        label={t('blocks.brochure.price')}
        value={parseTranslatable(content.BrochurePrice)}
        languages={languages}
        onChange={(BrochurePrice) => onChange({ BrochurePrice })}
      />
      <ConnectedTranslatableField
        label={t('blocks.brochure.services')}
        mode="textArea"
        value={parseTranslatable(content.BrochureServices)}
        languages={languages}
        onChange={(BrochureServices) => onChange({ BrochureServices })}
      />
    </Section>
  );
};
