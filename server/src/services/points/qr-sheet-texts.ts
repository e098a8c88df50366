/**
 * "Scan to see the menu and order" in the languages the server knows. Printed on each code of a QR
 * sheet in the venue's languages only; a language without a text here is left out.
 */
export const SCAN_TEXTS: Readonly<Record<string, string>> = {
  es: 'Escanea para ver la carta y pedir',
  en: 'Scan to see the menu and order',
  de: 'Scannen, um die Karte zu sehen und zu bestellen',
  fr: 'Scannez pour voir la carte et commander',
  it: 'Scansiona per vedere il menù e ordinare',
  pt: 'Digitalize para ver o menu e pedir',
  ca: 'Escaneja per veure la carta i demanar',
  nl: 'Scan om de kaart te zien en te bestellen',
};

/** At most this many languages fit under a code at a readable size (9 pt). */
export const MAX_SCAN_LINES = 4;

/**
 * The lines printed under each code: the venue's languages in its order that have a text, at most
 * MAX_SCAN_LINES; English when none of them has one (a card with no instruction helps nobody).
 */
export const scanLines = (languages: readonly string[]): string[] => {
  const known = [...new Set(languages)].flatMap((lang) => {
    const text = SCAN_TEXTS[lang];
    return text ? [text] : [];
  });
  return (known.length > 0 ? known : [SCAN_TEXTS.en as string]).slice(0, MAX_SCAN_LINES);
};
