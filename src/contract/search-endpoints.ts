// GET /search (src/contract/endpoint.ts): anyone signed in; the server keeps the hits to what the caller may see.
import { endpoint } from './endpoint';
import { routes } from './routes';
import { searchQuerySchema, searchResultsSchema } from './search';

export const searchEndpoints = {
  search: endpoint(routes.search, { access: 'signed-in', query: searchQuerySchema, response: searchResultsSchema }),
};
