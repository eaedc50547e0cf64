import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../common/columns';
import { School } from '../school/school.entity';
import { User } from '../user/user.entity';

const CampaignSchema = defineEntity({
  name: 'Campaign',
  tableName: 'campaigns',
  properties: {
    id: id(),
    school: () => p.manyToOne(School).deleteRule('cascade'),
    /** Who launched it; their name is kept as it was, should the account go. */
    sender: () => p.manyToOne(User).nullable().deleteRule('set null'),
    senderName: p.text(),
    title: p.text(),
    /** The questions in order; each is a task for every recipient. */
    questions: p.array(),
    createdAt: createdAt(),
  },
  indexes: [{ properties: ['school', 'createdAt'] }],
});

/** A learning campaign: questions sent to chosen students of a school. */
export class Campaign extends CampaignSchema.class {}
CampaignSchema.setClass(Campaign);
