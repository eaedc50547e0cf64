import * as v from 'valibot';

/** PUT /api/user/statement-sharing: whether the student's parents may read their statements' text. */
export const statementSharingRequestSchema = v.object(
  { shared: v.boolean(/*i18n*/ 'Sharing must be true or false') },
  /*i18n*/ 'Sharing must be true or false',
);

export type StatementSharingRequest = v.InferOutput<typeof statementSharingRequestSchema>;
