import { useLingui } from '@lingui/react';
import {
  ApiError,
  MAX_INTENDED_SUBJECTS,
  parseWith,
  SCORED_SUBJECTS,
  type ScoredSubject,
  type StudentInfoRecord,
  SUBJECT_OPTIONS,
  schemasCatalog,
  studentInfoSchema,
  YEAR_LABELS,
  YEAR_OPTIONS,
} from '@puente/core';
import {
  Button,
  Checkbox,
  Grid,
  Select,
  Spinner,
  Stack,
  TextField,
  useForm,
  VisuallyHidden,
} from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useDelays, useToast, WithQueryClient } from '@puente/ui/providers';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSaveStudentInfo, useStudentInfo } from '../data/student-info';
import { GreatJobOverlay } from './great-job-overlay';
import { catalog } from './locales';
import * as styles from './student-info.css';
import {
  type StudentInfoValues,
  studentInfoRequest,
  studentInfoValues,
} from './student-info-values';

export interface StudentInfoFormProps {
  /** Called once the profile is saved and SPEC §4's redirect delay has passed. */
  onContinue?: () => void;
}

/** SPEC §8 texts of the form's toasts. */
export const STUDENT_INFO_TOASTS = {
  saved: {
    title: /*i18n*/ 'Success',
    description: /*i18n*/ 'Your academic information has been saved successfully!',
  },
  subjectLimit: {
    title: /*i18n*/ 'Selection limit reached',
    description: /*i18n*/ 'You can select at most 2 subjects',
  },
  noProfile: {
    title: /*i18n*/ 'Tip: Complete your profile',
    description:
      /*i18n*/ 'Add your subjects and grades so we can match you with the right programs.',
  },
} as const;

const SAVE_FAILED = /*i18n*/ 'Failed to save your academic information. Please try again.';
/** The form's fields in the order it shows them. */
const FIELDS = [
  'intendedSubject',
  'currentYear',
  ...SCORED_SUBJECTS.map((subject) => `${subject}Score`),
  'overallGpa',
];
const check = (values: StudentInfoValues) =>
  parseWith(studentInfoSchema, studentInfoRequest(values));
// The current year's control is the Select's trigger.
const CONTROLS = { currentYear: '[role="combobox"]' };

const SUBJECT_NAMES: Record<ScoredSubject, string> = {
  math: /*i18n*/ 'Math',
  chemistry: /*i18n*/ 'Chemistry',
  biology: /*i18n*/ 'Biology',
  physics: /*i18n*/ 'Physics',
};

/**
 * The academic profile (SPEC §2 /student-info, also My Profile): up to two
 * intended subjects, current year, four subject scores each with 'not taken',
 * and the overall GPA. Loads the saved profile, or shows the tip toast when
 * there is none; saving shows the 'Great job!' overlay and the Success toast,
 * then continues after the SPEC's delay.
 */
function StudentInfoFormContent({ onContinue }: StudentInfoFormProps) {
  const { i18n } = useLingui();
  const saved = useStudentInfo();
  const { toast } = useToast();
  const tipShown = useRef(false);

  useEffect(() => {
    if (saved.data === null && !tipShown.current) {
      tipShown.current = true;
      toast(STUDENT_INFO_TOASTS.noProfile);
    }
  }, [saved.data, toast]);

  if (saved.isPending) {
    return (
      <Stack align="center" className={styles.loading}>
        <Spinner label={i18n._('Loading your academic information')} />
      </Stack>
    );
  }
  // A profile that cannot be read still leaves the student a form to fill in.
  return <StudentInfoFields saved={saved.data ?? null} onContinue={onContinue} />;
}

function StudentInfoFields({
  saved,
  onContinue,
}: {
  saved: StudentInfoRecord | null;
  onContinue: (() => void) | undefined;
}) {
  const { i18n } = useLingui();
  const [values, errors, update, submit, formRef, setErrors] = useForm(
    () => studentInfoValues(saved),
    check,
    FIELDS,
    CONTROLS,
  );
  const [continuing, setContinuing] = useState(false);
  const save = useSaveStudentInfo();
  const { toast } = useToast();
  const { studentInfoRedirect } = useDelays();
  const subjectsId = useId();

  useEffect(() => {
    if (!continuing) return;
    const timer = setTimeout(() => onContinue?.(), studentInfoRedirect);
    return () => clearTimeout(timer);
  }, [continuing, onContinue, studentInfoRedirect]);

  const toggleSubject = (subject: string, checked: boolean) => {
    const chosen = values.intendedSubject.filter((name) => name !== subject);
    if (checked) {
      if (chosen.length >= MAX_INTENDED_SUBJECTS) {
        toast(STUDENT_INFO_TOASTS.subjectLimit);
        // The click already ticked the native box; the refused choice must not stay ticked there.
        const box = formRef.current?.querySelector<HTMLInputElement>(
          `input[name="intendedSubject"][value="${CSS.escape(subject)}"]`,
        );
        if (box) box.checked = false;
        return;
      }
      chosen.push(subject);
    }
    update({ ...values, intendedSubject: chosen });
  };

  const setScore = (subject: ScoredSubject, text: string) =>
    update({ ...values, scores: { ...values.scores, [subject]: text } });

  const setNotTaken = (subject: ScoredSubject, notTaken: boolean) =>
    update({
      ...values,
      notTaken: { ...values.notTaken, [subject]: notTaken },
      // SPEC §4: 'not taken' sets the score to 0; unticking leaves it for the student to fill in.
      scores: { ...values.scores, [subject]: notTaken ? '0' : '' },
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || continuing) return;
    const request = submit();
    if (!request) return;
    save.mutate(request, {
      onSuccess: () => {
        toast(STUDENT_INFO_TOASTS.saved);
        setContinuing(true);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
        toast({
          title: i18n._('Error'),
          description: error instanceof ApiError ? error.serverMessage : i18n._(SAVE_FAILED),
          variant: 'destructive',
        });
      },
    });
  };

  const busy = save.isPending || continuing;
  const subjectError = errors.intendedSubject?.[0];

  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-busy={busy || undefined}
        aria-label={i18n._('Academic information')}
      >
        <fieldset
          className={styles.section}
          aria-describedby={`${subjectsId}-hint${subjectError ? ` ${subjectsId}-error` : ''}`}
        >
          <legend className={styles.legend}>{i18n._('Intended subjects')}</legend>
          <p id={`${subjectsId}-hint`} className={styles.hint}>
            {i18n._('Choose up to {count} subjects you would like to study.', {
              count: MAX_INTENDED_SUBJECTS,
            })}
          </p>
          <Grid columns="wide3" gap="2" className={styles.grid}>
            {SUBJECT_OPTIONS.map((subject) => (
              <Checkbox
                key={subject}
                label={i18n._(subject)}
                name="intendedSubject"
                value={subject}
                checked={values.intendedSubject.includes(subject)}
                onCheckedChange={(checked) => toggleSubject(subject, checked)}
                disabled={busy}
                className={styles.subject}
              />
            ))}
          </Grid>
          {subjectError ? (
            <p id={`${subjectsId}-error`} className={styles.error}>
              {i18n._(subjectError)}
            </p>
          ) : null}
        </fieldset>

        <div className={styles.section}>
          <Select
            label={i18n._('Current year')}
            placeholder={i18n._('Select your current year')}
            options={YEAR_OPTIONS.map((year) => ({
              value: year,
              label: i18n._(YEAR_LABELS[year]),
            }))}
            value={values.currentYear}
            onValueChange={(currentYear) => update({ ...values, currentYear })}
            name="currentYear"
            error={errors.currentYear?.[0]}
            disabled={busy}
          />
        </div>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{i18n._('Subject scores')}</legend>
          <p className={styles.hint}>{i18n._('Your latest scores out of 100.')}</p>
          <Grid columns="wide2" gap="4" className={styles.grid}>
            {SCORED_SUBJECTS.map((subject) => (
              <Stack key={subject} gap="2">
                <TextField
                  label={i18n._(SUBJECT_NAMES[subject])}
                  name={`${subject}Score`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step="any"
                  placeholder="0–100"
                  value={values.scores[subject]}
                  onChange={(event) => setScore(subject, event.target.value)}
                  disabled={values.notTaken[subject]}
                  readOnly={busy}
                  error={errors[`${subject}Score`]?.[0]}
                />
                <Checkbox
                  label={
                    <>
                      <VisuallyHidden>{i18n._(SUBJECT_NAMES[subject])}: </VisuallyHidden>
                      {i18n._('Not taken')}
                    </>
                  }
                  name={`${subject}NotTaken`}
                  checked={values.notTaken[subject]}
                  onCheckedChange={(checked) => setNotTaken(subject, checked)}
                  disabled={busy}
                />
              </Stack>
            ))}
          </Grid>
        </fieldset>

        <div className={styles.section}>
          <TextField
            label={i18n._('Overall GPA')}
            name="overallGpa"
            placeholder={i18n._('e.g. 80')}
            description={i18n._('As your school reports it: a percentage, out of 10 or out of 4.')}
            value={values.overallGpa}
            onChange={(event) => update({ ...values, overallGpa: event.target.value })}
            readOnly={busy}
            error={errors.overallGpa?.[0]}
          />
        </div>

        <Stack direction="row" justify="flex-end">
          <Button type="submit" size="lg" loading={busy}>
            {busy ? i18n._('Saving...') : i18n._('Save and Continue')}
          </Button>
        </Stack>
      </form>
      {busy ? <GreatJobOverlay saved={continuing} /> : null}
    </>
  );
}

/** The academic profile form in a query cache (the site's, or its own). */
export function StudentInfoForm(props: StudentInfoFormProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, schemasCatalog);
  return (
    <WithQueryClient
      fallback={
        <Stack align="center" className={styles.loading}>
          <Spinner label={i18n._('Loading your academic information')} />
        </Stack>
      }
    >
      <StudentInfoFormContent {...props} />
    </WithQueryClient>
  );
}
