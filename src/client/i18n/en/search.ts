// English: the top bar's search (app/search).
import { registerEnglish } from '../english';

export const searchMessages = {
  'search.open': 'Search',
  'search.shortcut': 'Press / to search',
  'search.label': 'Search the portal',
  'search.placeholder': 'Orders, applications, schools, people…',
  'search.hint': 'Type at least 2 characters: an order number (K-1042), an application number (#1042), a name or a tracking reference.',
  'search.loading': 'Searching…',
  'search.none': 'No results for “{query}”',
  'search.failed': 'Search failed: {message}',
  'search.offline': 'Search needs a connection. You are offline; try again once you are back online.',
  'search.retry': 'Try again',
  'search.close': 'Close search',
  'search.more': '{shown} of {total}',
  'search.groups.orders': 'Kit orders',
  'search.groups.applications': 'Applications',
  'search.groups.blueprints': 'Blueprints',
  'search.groups.districts': 'Districts',
  'search.groups.schools': 'Schools',
  'search.groups.people': 'People',
  'search.application': 'Application #{number}',
  'search.emailPerson': 'E-mail {name}',
} as const;

registerEnglish(searchMessages);
