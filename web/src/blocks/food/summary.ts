/** behaviour.md#limits: a dish name in a collapsed header is cut to 20 characters. */
export const SUMMARY_NAME_LENGTH = 20;

/**
 * behaviour.md#blocks: the name cut to 20 characters plus '...'; a name that fits is shown whole. Characters,
 * not UTF-16 units, so an emoji or an accented letter is never split.
 */
export const cutName = (name: string, length = SUMMARY_NAME_LENGTH): string => {
  const characters = Array.from(name.trim());
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : name.trim();
};
