import type { AllergenRecord } from '@carta/domain/allergens';

/** An allergen's name in the guest's language, else English, else Spanish, else any. */
export const allergenName = (allergen: AllergenRecord, lang: string): string => {
  const names = allergen.Name as Readonly<Record<string, string | undefined>>;
  return (
    names[lang] || names.en || names.es || Object.values(names).find((n) => n) || allergen.Image
  );
};
