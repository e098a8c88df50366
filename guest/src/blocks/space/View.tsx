import type { GuestView } from '../types.ts';

/** Space (3): blank height in px, as set in the editor. */
export const SpaceView: GuestView<'space'> = ({ block }) => {
  const height = Number.isFinite(block.Size) ? Math.max(0, block.Size) : 0;
  return <div aria-hidden="true" style={{ height }} />;
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly space: typeof SpaceView;
  }
}
