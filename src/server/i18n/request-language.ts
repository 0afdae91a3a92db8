// The language a request is answered in: the signed-in person's choice (PATCH /users/me), else the
// request's Accept-Language (the portal's client sends the language on screen), else English.
import type { FastifyRequest } from 'fastify';
import { acceptLanguageTags, DEFAULT_LANGUAGE, isLanguage, languageFromPreferences, type Language } from '@contract/languages';
import { wordsFor, type Words } from './text';

export function languageOf(request: FastifyRequest): Language {
  const chosen = request.auth?.user.language;
  if (isLanguage(chosen)) return chosen;
  return languageFromPreferences(acceptLanguageTags(request.headers['accept-language'])) ?? DEFAULT_LANGUAGE;
}

/** The words of the request's language. */
export function wordsOf(request: FastifyRequest): Words {
  return wordsFor(languageOf(request));
}

/**
 * A person's language for what reaches them outside a request (e-mails, feeds): their choice, else
 * `otherwise` — English, or the language of the request that sends them an e-mail (a password reset).
 */
export function languageOfPerson(stored: string | null | undefined, otherwise: Language = DEFAULT_LANGUAGE): Language {
  return isLanguage(stored) ? stored : otherwise;
}
