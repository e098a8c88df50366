import { RichText } from '../../ui/RichText.tsx';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

/**
 * Q&A (63): the question as a disclosure (<details>: keyboard and screen readers for free), its
 * rich-text answer inside. Without a question the answer shows on its own.
 */
export const QAndAView: GuestView<'qAndA'> = ({ block }) => {
  const question = block.QAndAQuestion.trim();
  const hasAnswer = block.QAndAAnswer.replace(/<[^>]*>/g, '').trim() !== '';
  if (!question) return hasAnswer ? <RichText html={block.QAndAAnswer} /> : null;
  return (
    <details className={styles.item}>
      <summary className={styles.question}>{question}</summary>
      {hasAnswer && (
        <div className={styles.answer}>
          <RichText html={block.QAndAAnswer} />
        </div>
      )}
    </details>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly qAndA: typeof QAndAView;
  }
}
