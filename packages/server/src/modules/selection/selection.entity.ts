import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../common/columns';
import { Programme } from '../programme/programme.entity';
import { User } from '../user/user.entity';

const SelectionSchema = defineEntity({
  name: 'Selection',
  tableName: 'selected_programs',
  properties: {
    id: id(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    programme: () => p.manyToOne(Programme).joinColumn('program_id').deleteRule('cascade'),
    personalStatement: p.text().nullable(),
    /** When the statement was last saved (the caseload's "last edited"). */
    statementUpdatedAt: p.datetime().nullable(),
    status: p.text().nullable(),
    /** The application tracker (core's `ApplicationTracker`, docs/product/tracker.md). */
    stage: p.text().default('researching'),
    submittedOn: p.date().nullable(),
    offer: p.text().nullable(),
    offerConditions: p.text().nullable(),
    documentsGathered: p.boolean().default(false),
    /** IELTS-scale overall score, 0–9 in half bands. */
    englishScore: p.decimal('number').precision(2).scale(1).nullable(),
    englishTestOn: p.date().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  uniques: [{ properties: ['user', 'programme'] }],
  checks: [
    {
      name: 'selected_programs_stage_check',
      expression:
        "stage in ('researching', 'preparing', 'submitted', 'offer', 'firm', 'insurance', 'declined', 'unsuccessful')",
    },
    {
      name: 'selected_programs_offer_check',
      expression: "offer in ('conditional', 'unconditional')",
    },
  ],
});

/** A programme a student saved to apply to (SPEC §3 `selected_programs`). */
export class Selection extends SelectionSchema.class {}
SelectionSchema.setClass(Selection);
