import { contrastRatio, READABLE_CONTRAST } from '@carta/domain/color';
import { safeColor } from '@carta/domain/tile-look';
import { type ReactNode, useId } from 'react';
import { readableOn } from '../../app/theme.ts';
import { defineLabels, useLabels } from '../../i18n/labels.ts';
import { Icon } from '../../ui/icons.tsx';
import styles from './IntegrationCard.module.css';
import { type IntegrationTitleKey, integrationTitles } from './labels.ts';

export const elsewhereLabels = defineLabels({
  es: {
    elsewhere:
      'Esta información llega de otro sistema y aún no se puede consultar aquí. Pregunta en recepción y te ayudaremos.',
  },
  en: {
    elsewhere:
      'This information comes from another system and cannot be shown here yet. Ask at reception and we will help you.',
  },
  de: {
    elsewhere:
      'Diese Information stammt aus einem anderen System und kann hier noch nicht angezeigt werden. Fragen Sie an der Rezeption, wir helfen Ihnen gern.',
  },
  fr: {
    elsewhere:
      'Cette information provient d’un autre système et ne peut pas encore être affichée ici. Demande à la réception, nous t’aiderons.',
  },
  it: {
    elsewhere:
      'Questa informazione proviene da un altro sistema e non può ancora essere mostrata qui. Chiedi alla reception e ti aiuteremo.',
  },
  pt: {
    elsewhere:
      'Esta informação vem de outro sistema e ainda não pode ser mostrada aqui. Pergunte na receção e ajudamos.',
  },
});

export type ElsewhereLook = {
  /** The block's own header colour (stored text: passed through safeColor). */
  readonly background?: string | null | undefined;
  /** Its text colour on that header; black or white, whichever reads, when absent. */
  readonly color?: string | null | undefined;
  /** A second colour: the card's edge. */
  readonly accent?: string | null | undefined;
  /** 'upper' | 'lower': the title's case (chain food's text format). */
  readonly textCase?: 'upper' | 'lower' | undefined;
};

/** The card's title: the block type's own (`integrationTitles`), or a text the view has. */
type CardTitle =
  | { readonly blockKey: IntegrationTitleKey; readonly title?: never }
  | { readonly title: string; readonly blockKey?: never };

/**
 * The one "not available here" card of every integration-like block, whose data lives in another
 * system: what Carta itself holds for it (a title from its type, its colours, anything the view adds
 * as children) and a friendly message — never a blank, never a crash.
 */
export const IntegrationCard = ({
  look = {},
  children,
  ...heading
}: CardTitle & {
  readonly look?: ElsewhereLook;
  readonly children?: ReactNode;
}) => {
  const t = useLabels(elsewhereLabels);
  const titles = useLabels(integrationTitles);
  const title = heading.blockKey ? titles[heading.blockKey] : heading.title;
  const headingId = useId();
  const background = safeColor(look.background) ?? 'var(--brand, #37474f)';
  // The staff's text colour when a guest can read it on the header; else black or white.
  const own = safeColor(look.color);
  const ownContrast = own && safeColor(look.background) ? contrastRatio(own, background) : null;
  const color =
    own && (ownContrast === null || ownContrast >= READABLE_CONTRAST)
      ? own
      : safeColor(look.background)
        ? readableOn(background)
        : 'var(--on-brand, #ffffff)';
  const accent = safeColor(look.accent);
  // An article, not a section: two blocks of one type on a page would be landmarks of one name.
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      style={accent ? { borderColor: accent } : undefined}
    >
      <h3
        id={headingId}
        className={`${styles.title} ${look.textCase ? styles[look.textCase] : ''}`}
        style={{ backgroundColor: background, color }}
      >
        {title}
      </h3>
      {children}
      <p className={styles.message}>
        <Icon name="info" className={styles.icon} />
        <span>{t.elsewhere}</span>
      </p>
    </article>
  );
};
