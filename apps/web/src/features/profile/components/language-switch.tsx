import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { LANGUAGES, type Language } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../hooks/use-auth';
import { updateUser } from '../api/update-user';

/**
 * English / Kiswahili: remembered in this browser, and for a signed-in shopper also on the account so mails
 * and texts follow it. `showLabel` shows the label (the profile page); the header names it for screen readers.
 */
export function LanguageSwitch({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [language, setLanguage] = useLanguage();
  const { user, updateUser: cacheUser } = useAuth();

  async function choose(next: Language): Promise<void> {
    await setLanguage(next);
    if (!user || user.language === next) return;
    try {
      const result = await updateUser({
        username: user.username,
        email: user.email,
        phone_number: user.phone_number ?? '',
        imageUrl: user.imageUrl ?? '',
        language: next,
      });
      cacheUser(result.user);
    } catch {
      toast.error(t('language.saveFailed'));
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-stone-700' : 'sr-only'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => void choose(event.currentTarget.value as Language)}
        className="min-h-11 rounded-full border border-stone-300 bg-white px-3 text-sm text-stone-700"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
