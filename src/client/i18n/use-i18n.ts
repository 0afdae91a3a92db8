import { useSyncExternalStore } from 'react';
import { getI18n, subscribeI18n, type I18n } from './locale-store';

/** t, tp and the formatters of the current language; re-renders when the language changes. */
export function useI18n(): I18n {
  return useSyncExternalStore(subscribeI18n, getI18n, getI18n);
}
