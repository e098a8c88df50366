import { RichText } from '../../ui/RichText.tsx';
import type { GuestView } from '../types.ts';

/** Text (16): rich text, sanitized again before it is rendered. */
export const TextView: GuestView<'text'> = ({ block }) => <RichText html={block.Text} />;

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly text: typeof TextView;
  }
}
