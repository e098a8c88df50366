import { defineLabels, useLabels } from '../../i18n/labels.ts';
import { safeImageSrc } from '../../ui/urls.ts';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

const labels = defineLabels({
  es: { price: 'Precio', promotion: 'Promoción' },
  en: { price: 'Price', promotion: 'Special offer' },
  de: { price: 'Preis', promotion: 'Sonderangebot' },
  fr: { price: 'Prix', promotion: 'Offre spéciale' },
  it: { price: 'Prezzo', promotion: 'Offerta speciale' },
  pt: { price: 'Preço', promotion: 'Oferta especial' },
});

/**
 * Product / service (30): its image, name, a "special offer" badge, the price as staff wrote it
 * ('desde 20 €': free text, shown as is), description and note. Without a name it renders nothing.
 */
export const ProductView: GuestView<'product'> = ({ block }) => {
  const t = useLabels(labels);
  if (!block.ProductName) return null;
  const image = safeImageSrc(block.ProductImage);
  const price = typeof block.ProductPrice === 'string' ? block.ProductPrice.trim() : '';
  return (
    <article className={styles.product}>
      {image && <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />}
      <div className={styles.body}>
        {block.ProductPromotion === true && <p className={styles.badge}>{t.promotion}</p>}
        <h3 className={styles.name}>{block.ProductName}</h3>
        {price && (
          <p className={styles.price}>
            <span className="visually-hidden">{t.price}: </span>
            {price}
          </p>
        )}
        {block.ProductDescription && <p className={styles.text}>{block.ProductDescription}</p>}
        {block.ProductNote && <p className={styles.note}>{block.ProductNote}</p>}
      </div>
    </article>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly product: typeof ProductView;
  }
}
