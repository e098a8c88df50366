import { useLabels } from '../../i18n/labels.ts';
import { Frame } from '../../ui/Frame.tsx';
import type { GuestView } from '../types.ts';
import { iframeLabels } from './labels.ts';

/** Below this a framed page cannot be used on a phone; an older block may hold 0. */
const MIN_HEIGHT = 150;
const DEFAULT_HEIGHT = 400;

/**
 * Iframe (5): an https page (a booking engine, a form) at the block's height, in the sandbox
 * `iframeSandboxFor` chooses (scripts with their own origin only for the embed allow-list).
 */
export const IframeView: GuestView<'iframe'> = ({ block }) => {
  const t = useLabels(iframeLabels);
  if (!block.IframeURL) return null;
  const height = block.IframeHeight > 0 ? Math.max(block.IframeHeight, MIN_HEIGHT) : DEFAULT_HEIGHT;
  return <Frame src={block.IframeURL} title={t.frameTitle} height={height} />;
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly iframe: typeof IframeView;
  }
}
