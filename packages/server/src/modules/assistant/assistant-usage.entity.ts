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
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** The UTC day the requests were made, `YYYY-MM-DD`: the limits are daily. */
    day: p.string().columnType('date'),
    /** Which assistant feature asked: `chat-reply`, `chat-summary`, `outline`, `review`. */
    feature: p.text(),
    /** Requests started, counted before the provider is asked so a flood cannot pass the limit. */
    requests: p.integer().default(0),
    /** Tokens the provider reported using: prompt and answer. */
    promptTokens: p.integer().default(0),
    answerTokens: p.integer().default(0),
  },
  uniques: [{ properties: ['user', 'day', 'feature'] }],
  indexes: [{ properties: ['school', 'day'] }],
});

/**
 * One user's use of one assistant feature on one day: what the daily limits
 * count and what the operator's monthly figures add up.
 */
export class AssistantUsage extends AssistantUsageSchema.class {}
AssistantUsageSchema.setClass(AssistantUsage);
