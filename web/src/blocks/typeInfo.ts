import { type ContentTypeKey, contentTypes } from '@carta/domain';
import { type TypeIcon, typeIcons } from './icons.ts';

type CatalogueType = (typeof contentTypes)[number];

const byId = new Map<number, CatalogueType>(contentTypes.map((type) => [type.id, type]));

export type TypeDisplay = {
  readonly key: ContentTypeKey;
  readonly nameKey: `contentTypes.${ContentTypeKey}`;
  readonly Icon: TypeIcon;
};

/** How a type id shows on screen; undefined for an id the catalogue does not know. */
export const typeDisplay = (type: number): TypeDisplay | undefined => {
  const info = byId.get(type);
  if (!info) return undefined;
  return { key: info.key, nameKey: `contentTypes.${info.key}`, Icon: typeIcons[info.key] };
};
