/**
 * Where the essay feedback page's Apply Now goes (SPEC §2: "an external
 * university application page"): UCAS's guide to filling in the
 * undergraduate application, from which a student signs in to apply.
 */
export const APPLY_NOW_URL =
  'https://www.ucas.com/undergraduate/applying-university/filling-your-ucas-undergraduate-application';
