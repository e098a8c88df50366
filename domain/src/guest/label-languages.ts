/**
 * The languages the guest app's own labels (buttons, headings, notices) are written in
 * (behaviour.md#guest-app). A venue may offer content in any language; guests reading another one
 * get these labels in English, and the editor's language settings say so.
 */
export const GUEST_LABEL_LANGUAGES = ['es', 'en', 'de', 'fr', 'it', 'pt'] as const;
export type GuestLabelLanguage = (typeof GUEST_LABEL_LANGUAGES)[number];

/** The venue's languages whose guests read the app's labels in English. */
export const languagesWithoutGuestLabels = (languages: readonly string[]): string[] =>
  languages.filter((code) => !(GUEST_LABEL_LANGUAGES as readonly string[]).includes(code));
