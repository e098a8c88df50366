import { appLabels } from '../i18n/app-labels.ts';
import { useLabels } from '../i18n/labels.ts';
import { Icon } from '../ui/icons.tsx';
import { languageName } from './language.ts';
import { useGuest } from './session.ts';

/** The venue's languages, its default first, each named in itself; hidden when it has only one. */
export const LanguagePicker = () => {
  const { venue, lang, setLang } = useGuest();
  const t = useLabels(appLabels);
  if (venue.Languages.length < 2) return null;
  return (
    <label className="language">
      <Icon name="language" />
      <span className="visually-hidden">{t.language}</span>
      <select value={lang} onChange={(event) => setLang(event.target.value)}>
        {venue.Languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
};
