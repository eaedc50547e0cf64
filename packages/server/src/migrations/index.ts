import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121222139_initial } from './migration-20261121222139-initial';
import { Migration20261121223923_add_programme_catalogue_fields } from './migration-20261121223923-add-programme-catalogue-fields';
import { Migration20261122000000_session_timeouts_and_rate_limits } from './migration-20261122000000-session-timeouts-and-rate-limits';
import { Migration20261123220000_username_keys_known_devices_waitlist_repeats } from './migration-20261123220000-username-keys-known-devices-waitlist-repeats';
import { Migration20261124000000_school_origin } from './migration-20261124000000-school-origin';
import { Migration20261127000000_session_changes } from './migration-20261127000000-session-changes';
import { Migration20261128000000_confusable_username_keys } from './migration-20261128000000-confusable-username-keys';
import { Migration20261128150430_schools } from './migration-20261128150430-schools';
import { Migration20261128174327_tracker_and_caseloads } from './migration-20261128174327-tracker-and-caseloads';
import { Migration20261128174429_assistant_usage } from './migration-20261128174429-assistant-usage';
import { Migration20261128174907_statement_sharing_and_school_context } from './migration-20261128174907-statement-sharing-and-school-context';
import { Migration20261128174945_notes_and_assignments } from './migration-20261128174945-notes-and-assignments';
import { Migration20261128174946_reminders_and_tasks } from './migration-20261128174946-reminders-and-tasks';
import { Migration20261206000000_privacy_consent } from './migration-20261206000000-privacy-consent';
import { Migration20261206071635_password_resets } from './migration-20261206071635-password-resets';
import { Migration20261206103000_programme_structured_fields } from './migration-20261206103000-programme-structured-fields';
import { Migration20261206140000_assistant_usage_of_school_sites } from './migration-20261206140000-assistant-usage-of-school-sites';
import { Migration20261206150000_access_log_kept_after_deletion } from './migration-20261206150000-access-log-kept-after-deletion';

/** Every migration, oldest first. Rewritten by `pnpm migration:create`. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261121222139_initial', class: Migration20261121222139_initial },
  {
    name: 'Migration20261121223923_add_programme_catalogue_fields',
    class: Migration20261121223923_add_programme_catalogue_fields,
  },
  {
    name: 'Migration20261122000000_session_timeouts_and_rate_limits',
    class: Migration20261122000000_session_timeouts_and_rate_limits,
  },
  {
    name: 'Migration20261123220000_username_keys_known_devices_waitlist_repeats',
    class: Migration20261123220000_username_keys_known_devices_waitlist_repeats,
  },
  { name: 'Migration20261124000000_school_origin', class: Migration20261124000000_school_origin },
  {
    name: 'Migration20261127000000_session_changes',
    class: Migration20261127000000_session_changes,
  },
  {
    name: 'Migration20261128000000_confusable_username_keys',
    class: Migration20261128000000_confusable_username_keys,
  },
  { name: 'Migration20261128150430_schools', class: Migration20261128150430_schools },
  {
    name: 'Migration20261128174327_tracker_and_caseloads',
    class: Migration20261128174327_tracker_and_caseloads,
  },
  {
    name: 'Migration20261128174429_assistant_usage',
    class: Migration20261128174429_assistant_usage,
  },
  {
    name: 'Migration20261128174907_statement_sharing_and_school_context',
    class: Migration20261128174907_statement_sharing_and_school_context,
  },
  {
    name: 'Migration20261128174945_notes_and_assignments',
    class: Migration20261128174945_notes_and_assignments,
  },
  {
    name: 'Migration20261128174946_reminders_and_tasks',
    class: Migration20261128174946_reminders_and_tasks,
  },
  {
    name: 'Migration20261206000000_privacy_consent',
    class: Migration20261206000000_privacy_consent,
  },
  {
    name: 'Migration20261206071635_password_resets',
    class: Migration20261206071635_password_resets,
  },
  {
    name: 'Migration20261206103000_programme_structured_fields',
    class: Migration20261206103000_programme_structured_fields,
  },
  {
    name: 'Migration20261206140000_assistant_usage_of_school_sites',
    class: Migration20261206140000_assistant_usage_of_school_sites,
  },
  {
    name: 'Migration20261206150000_access_log_kept_after_deletion',
    class: Migration20261206150000_access_log_kept_after_deletion,
  },
];
