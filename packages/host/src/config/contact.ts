/**
 * Where families write to Puente: questions, and privacy (ARCO) requests.
 * A reserved `.example` address until the operator sets its own before going
 * live (docs/product/help.md).
 */
export const CONTACT_EMAIL = 'hola@puente.example';
