import type { HandOffAcceptRequest, HandOffRequest } from '../schemas/school.schema';
import type { ApiClient } from './api-client';
import type { HandOffPreview, HandOffResult, HandOffTicket } from './school-answers';

/** What a call needs of the client: its `request`. */
type Requests = Pick<ApiClient, 'request'>;

const token = (value: string) => encodeURIComponent(value);

/** The hand-off from a school's page (docs/product/schools.md), over a client. */
export const handOffApi = {
  /** From an element on a school's page: cookies are not sent, the browser's Origin is. */
  create: ({ request }: Requests, body: HandOffRequest) =>
    request<HandOffTicket>('POST', '/api/hand-offs', body, { public: true }),
  preview: ({ request }: Requests, value: string) =>
    request<HandOffPreview>('GET', `/api/hand-offs/${token(value)}`),
  accept: ({ request }: Requests, value: string, body: HandOffAcceptRequest) =>
    request<HandOffResult>('POST', `/api/hand-offs/${token(value)}/accept`, body),
};
