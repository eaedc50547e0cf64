import { defineEntity, p } from '@mikro-orm/core';
import { id } from '../common/columns';
import { School } from '../school/school.entity';
import { User } from '../user/user.entity';

const AssistantUsageSchema = defineEntity({
  name: 'AssistantUsage',
  tableName: 'assistant_usage',
  properties: {
    id: id(),
    /** The asker's school when they asked; none for a student in no school. */
    school: () => p.manyToOne(School).nullable().deleteRule('cascade'),
    /** None for the anonymous visitors of the school's website: their use is the school's. */
    user: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    /** The UTC day the requests were made, `YYYY-MM-DD`: the limits are daily. */
    day: p.string().columnType('date'),
    /** Which assistant feature asked: `chat-reply`, `chat-summary`, `outline`, `review`… (`site-chat-reply` from a school's website). */
    feature: p.text(),
    /** Requests started, counted before the provider is asked so a flood cannot pass the limit. */
    requests: p.integer().default(0),
    /** Tokens the provider reported using: prompt and answer. */
    promptTokens: p.integer().default(0),
    answerTokens: p.integer().default(0),
  },
  uniques: [
    { properties: ['user', 'day', 'feature'] },
    { properties: ['school', 'day', 'feature'], where: 'user_id is null' },
  ],
  indexes: [{ properties: ['school', 'day'] }],
});

/**
 * One user's use of one assistant feature on one day: what the daily limits
 * count and what the operator's monthly figures add up.
 */
export class AssistantUsage extends AssistantUsageSchema.class {}
AssistantUsageSchema.setClass(AssistantUsage);
