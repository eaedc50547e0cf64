import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const CORE_GROUPS: Record<string, string[]> = {
  // The exploration advisor's script and summary: the advisor chat downloads only these.
  advisor: ['assistant/advisor-chat-script.ts'],
  // The parent assistant's welcome, examples and replies.
  parent: ['assistant/parent-replies.ts', 'assistant/parent-chat-session.ts'],
  // What the programme finder says (match reasons and bands, deadlines, sorts, IELTS, fees in
  // pesos, a programme's facts): the finder element downloads these, not the rest of the
  // domain's; the host's shell too.
  choosing: [
    'domain/match.ts',
    'domain/pesos-estimate.ts',
    'domain/programme-search.ts',
    'schemas/programme-subjects.ts',
    'domain/programme-choice.ts',
    'domain/programme-facts.ts',
    'domain/programme-sort.ts',
    'domain/ielts.ts',
  ],
  // The check-in's student, shown at first, and the staff toasts its Profile tab shares
  // with the advisor dashboard: a Spanish check-in's first render downloads only these.
  counselor: ['sample/counselor-student.ts', 'sample/advisor-toasts.ts'],
  // The check-in's cards, scripts and Ask AI, which arrive after its first render.
  'check-in': [
    'sample/conversations.ts',
    'sample/counselor-cards.ts',
    'sample/suggested-universities.ts',
    'assistant/ask-ai.ts',
    'assistant/ask-ai-answers.ts',
  ],
  dashboards: [
    'sample/admin.ts',
    'sample/advisor.ts',
    'sample/advisor-toasts.ts',
    'sample/parent.ts',
  ],
  student: ['sample/scholarships.ts'],
  // The waitlist form's field messages: the waitlist element downloads these, not every form's.
  waitlist: ['schemas/waitlist.schema.ts'],
  statement: [
    'sample/statement-topics.ts',
    'sample/student-info.ts',
    'assistant/draft-hints.ts',
    'assistant/statement-helpers.ts',
    'domain/essay-feedback.ts',
    'domain/statement.ts',
  ],
};

/**
 * Puente's message catalogs: en-GB (SPEC's texts, the source) and es-MX.
 * A message's id is its en-GB text, so the English product needs no catalog
 * but for messages with ICU arguments (see scripts/i18n.ts). One catalog a
 * folder, beside the code that shows its messages: an element or a route
 * loads only its own (docs/i18n.md).
 */
export default defineConfig({
  sourceLocale: 'en-GB',
  orderBy: 'messageId',
  locales: ['es-MX'],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  catalogs: [
    // Core's sample data and canned assistant, grouped by the screens that show them,
    // so an element in Spanish downloads only its own.
    ...Object.entries(CORE_GROUPS).map(([group, files]) => ({
      path: `<rootDir>/packages/core/src/locales/${group}/{locale}`,
      include: files.map((file) => `<rootDir>/packages/core/src/${file}`),
    })),
    {
      path: '<rootDir>/packages/core/src/{name}/locales/{locale}',
      include: ['<rootDir>/packages/core/src/{name}/'],
      exclude: [
        '**/locales/',
        '**/i18n/',
        ...Object.values(CORE_GROUPS)
          .flat()
          .map((file) => `<rootDir>/packages/core/src/${file}`),
      ],
    },
    {
      path: '<rootDir>/packages/server/src/locales/{locale}',
      include: ['<rootDir>/packages/server/src'],
    },
    // The kit, the providers and the widgets' data layer: what every element shows, in one download.
    {
      path: '<rootDir>/packages/ui/src/locales/{locale}',
      include: [
        '<rootDir>/packages/ui/src/kit',
        '<rootDir>/packages/ui/src/providers',
        '<rootDir>/packages/ui/src/elements',
        '<rootDir>/packages/ui/src/i18n',
        '<rootDir>/packages/widgets/src/data',
      ],
    },
    {
      path: '<rootDir>/packages/widgets/src/{name}/locales/{locale}',
      include: ['<rootDir>/packages/widgets/src/{name}/'],
      exclude: ['**/locales/', '**/data/'],
    },
    {
      path: '<rootDir>/packages/host/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/packages/host/src/features/{name}/'],
    },
    {
      path: '<rootDir>/packages/host/src/locales/{locale}',
      include: [
        '<rootDir>/packages/host/src/app',
        '<rootDir>/packages/host/src/components',
        '<rootDir>/packages/host/src/lib',
        '<rootDir>/packages/host/src/config',
      ],
    },
  ],
});
