/** Where the journeys reach Puente and the school site: two origins on this machine. */
export const PUENTE_PORT = Number(process.env.E2E_PUENTE_PORT ?? 3100);
export const SCHOOL_SITE_PORT = Number(process.env.E2E_SCHOOL_PORT ?? 3101);
export const PUENTE_URL = `http://localhost:${PUENTE_PORT}`;
/** 127.0.0.1 rather than localhost so the school site is a different origin *and* site. */
export const SCHOOL_SITE_URL = `http://127.0.0.1:${SCHOOL_SITE_PORT}`;
/**
 * A third site: the school site's pages under another origin (localhost rather than
 * 127.0.0.1), which no school registered, as a site copying a school's page would be.
 */
export const THIRD_SITE_URL = `http://localhost:${SCHOOL_SITE_PORT}`;
