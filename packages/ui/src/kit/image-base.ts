import { createContext } from 'react';

/**
 * The server a picture's path is read from (PuenteProvider gives its API
 * base): the kit's own context, so the kit never reads the providers above it.
 */
export const ImageBaseContext = createContext('');
