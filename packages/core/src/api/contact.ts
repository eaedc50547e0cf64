/** Where families write to Puente until the operator sets CONTACT_EMAIL (a reserved `.example` address). */
export const DEFAULT_CONTACT_EMAIL = 'hola@puente.example';

/**
 * What a prerendered page holds where the contact address goes: the server
 * writes the configured one in its place, and in a `<meta name="puente-contact-email">`
 * the hydrating page reads, so both render the same address.
 */
export const CONTACT_EMAIL_PLACEHOLDER = '__PUENTE_CONTACT_EMAIL__';
export const CONTACT_EMAIL_META = 'puente-contact-email';

/** GET /api/contact's answer. */
export interface ContactAnswer {
  email: string;
}
