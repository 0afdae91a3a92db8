// The account's language (chosen on another device, or at sign-up) becomes this device's when the
// person signs in or their user is refreshed; a person who never chose keeps the device's.
import { setLocale, storedLocale } from '../i18n/locale-store';
import { isLocale } from '../i18n/locales';
import { getSessionState, subscribeSession } from '../lib/session-store';

export function startLanguageSync(): void {
  let last: string | null | undefined;
  const follow = () => {
    const language = getSessionState().user?.language;
    if (language === last) return;
    last = language;
    if (isLocale(language) && language !== storedLocale()) void setLocale(language);
  };
  follow();
  subscribeSession(follow);
}
