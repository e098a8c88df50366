/** behaviour.md#limits: product and dish names in a collapsed header are cut to 20 characters. */
export const SUMMARY_NAME_LENGTH = 20;

/**
 * The name cut to 20 characters plus '...' (behaviour.md#blocks); a name that fits is shown whole, without the
 * dots. Characters, not UTF-16 units: an emoji is never split in half.
 */
export const cutName = (name: string, length = SUMMARY_NAME_LENGTH): string => {
  const characters = Array.from(name.trim());
  return characters.length > length
    ? `${characters.slice(0, length).join('').trimEnd()}...`
    : name.trim();
};
