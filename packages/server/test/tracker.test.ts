import { type ApplicationTracker, NEW_TRACKER } from '@puente/core';
import { describe, expect, it } from 'vitest';
import { Selection } from '../src/modules/selection/selection.entity';
import { invited, schoolWithPeople } from './schools';
import { signedInStudent, startTestApp, type TestClient } from './utils';

/** PUT /api/selected-programs/:id/tracker (docs/product/tracker.md). */

const app = await startTestApp();

const SPANISH = { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } };
// Days far enough from today that no time zone makes them today.
const PAST = '2020-03-02';
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function studentWithSelection(): Promise<{ client: TestClient; id: number }> {
  const { client } = await signedInStudent(app);
  const selected = await client.post('/api/selected-programs', { programId: 1 });
  return { client, id: selected.body.id };
}

const put = (client: TestClient, id: number, change: Partial<ApplicationTracker>, init = {}) =>
  client.put(`/api/selected-programs/${id}/tracker`, { ...NEW_TRACKER, ...change }, init);

const rowOf = (id: number) => app.orm.em.fork().findOneOrFail(Selection, id);

describe('PUT /api/selected-programs/:id/tracker', () => {
  it('saves the ticks and answers the selection, which the list then shows', async () => {
    const { client, id } = await studentWithSelection();
    const tracker = {
      ...NEW_TRACKER,
      stage: 'preparing' as const,
      documentsGathered: true,
      englishTest: { score: 6.5, takenOn: PAST },
    };
    const answer = await put(client, id, tracker);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, tracker });
    const list = await client.get('/api/selected-programs');
    expect(list.body[0].tracker).toEqual(tracker);
  });

  it('ticking submitted moves the stage on; an offer keeps its conditions as typed', async () => {
    const { client, id } = await studentWithSelection();
    const submitted = await put(client, id, { submittedOn: PAST });
    expect(submitted.body.tracker).toMatchObject({ stage: 'submitted', submittedOn: PAST });
    const conditions = 'IELTS 6.0 overall\n<b>A</b> in Maths';
    const offer = await put(client, id, {
      stage: 'offer',
      submittedOn: PAST,
      offer: 'conditional',
      conditions,
    });
    expect(offer.status).toBe(200);
    expect(offer.body.tracker).toMatchObject({ stage: 'offer', offer: 'conditional', conditions });
  });

  it('a stage moved back is a 400 on the stage, in either language, and changes nothing', async () => {
    const { client, id } = await studentWithSelection();
    await put(client, id, { stage: 'submitted', submittedOn: PAST });
    const before = await rowOf(id);
    const back = await put(client, id, { stage: 'preparing' });
    expect(back.status).toBe(400);
    expect(back.body.fieldErrors).toEqual({
      stage: ['A stage cannot move back: choose this stage or a later one'],
    });
    const spanish = await put(client, id, { stage: 'preparing' }, SPANISH);
    expect(spanish.body.fieldErrors.stage).toEqual([
      'Una etapa no puede regresar: elige esta etapa o una posterior',
    ]);
    expect(await rowOf(id)).toEqual(before);
  });

  it('a submitted day in the future is a 400 on that field', async () => {
    const { client, id } = await studentWithSelection();
    const answer = await put(client, id, { stage: 'submitted', submittedOn: dayFromNow(3) });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      submittedOn: ['The day you submitted cannot be in the future'],
    });
    expect((await rowOf(id)).stage).toBe('researching');
  });

  it.each<[string, unknown, string]>([
    ['control characters in the conditions', { conditions: 'AAB\u0000' }, 'conditions'],
    ['conditions too long', { conditions: 'x'.repeat(1001) }, 'conditions'],
    ['a score off the half bands', { englishTest: { score: 6.3, takenOn: PAST } }, 'englishTest'],
    ['a stage not in the list', { stage: 'accepted' }, 'stage'],
    ['an impossible day', { submittedOn: '2027-02-30' }, 'submittedOn'],
    [
      'a huge array for a flag',
      { documentsGathered: Array(10_000).fill(true) },
      'documentsGathered',
    ],
  ])('%s is a 400 with the field message', async (_, change, field) => {
    const { client, id } = await studentWithSelection();
    const answer = await client.put(`/api/selected-programs/${id}/tracker`, {
      ...NEW_TRACKER,
      ...(change as object),
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors)).toEqual([field]);
  });

  it('a body over the limit is a 413, never a 5xx', async () => {
    const { client, id } = await studentWithSelection();
    const answer = await put(client, id, { conditions: 'x'.repeat(200_000) });
    expect(answer.status).toBe(413);
  });

  it("another student's selection, or an unknown one, is a 404 and changes nothing", async () => {
    const { id } = await studentWithSelection();
    const before = await rowOf(id);
    const { client: other } = await signedInStudent(app);
    expect((await put(other, id, { stage: 'preparing' })).status).toBe(404);
    expect((await put(other, 999_999, { stage: 'preparing' })).status).toBe(404);
    expect(await rowOf(id)).toEqual(before);
  });

  it('staff and parents cannot change a student’s tracker (403)', async () => {
    const school = await schoolWithPeople(app, 'Escuela Tracker');
    const selected = await school.student.client.post('/api/selected-programs', { programId: 1 });
    const parent = await invited(app, school.student.client, 'parent');
    for (const client of [school.counselor.client, school.admin.client, parent.client]) {
      expect((await put(client, selected.body.id, { stage: 'preparing' })).status).toBe(403);
    }
    expect((await rowOf(selected.body.id)).stage).toBe('researching');
  });
});
