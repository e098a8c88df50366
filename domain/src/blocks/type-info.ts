// No zod here: the guest app reads integration-keys.ts by path, and its first load must stay small.

/**
 * One type of the behaviour.md#limits catalogue of content (block) and menu types. Exclusive types are the
 * integration blocks that fill a guest page on their own; the type picker lists them after the others
 * (behaviour.md#menu-editor).
 */
export type ContentTypeInfo<K extends string = string> = {
  /** The behaviour.md#limits number, never reused. */
  readonly id: number;
  readonly key: K;
  /** Material Design Icons name, as guest apps know them. */
  readonly icon: string;
  readonly exclusive: boolean;
  /** Where the add-content grid lists it, so a receptionist finds a type by what it is for. */
  readonly group: ContentTypeGroup;
};

/** The add-content grid's groups, in the order it shows them. */
export const CONTENT_TYPE_GROUPS = [
  'submenus',
  'textMedia',
  'information',
  'foodDrink',
  'forms',
  'integrations',
] as const;
export type ContentTypeGroup = (typeof CONTENT_TYPE_GROUPS)[number];
