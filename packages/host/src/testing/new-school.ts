import type { CreateSchoolRequest } from '@puente/core';

/** A school and its first admin, as "Create your school's workspace" sends them. */
export const MORELOS: CreateSchoolRequest = {
  schoolName: 'Colegio Morelos',
  city: 'Mérida',
  country: 'Mexico',
  firstName: 'Elena',
  lastName: '',
  email: 'elena@morelos.mx',
  username: 'elena',
  password: 'secret1',
};
