import {
  apiCatalog,
  type Catalog,
  choosingCatalog,
  domainCatalog,
  schemasCatalog,
} from '@puente/core';
import { catalog } from '../locales';

/**
 * The header's, the footer's and every shared component's messages, and
 * core's that most screens show (deadlines, forms, the API's errors, a
 * programme's match). A screen loads the rest itself (the parent assistant,
 * the scholarships), so a first visit in Spanish downloads no more than it shows.
 */
export const SHELL_CATALOGS: readonly Catalog[] = [
  catalog,
  domainCatalog,
  choosingCatalog,
  schemasCatalog,
  apiCatalog,
];
