import {
  ApiError,
  type FieldErrors,
  MAX_INTENDED_SUBJECTS,
  parseWith,
  SCORED_SUBJECTS,
  type ScoredSubject,
  type StudentInfoRecord,
  SUBJECT_OPTIONS,
  studentInfoSchema,
  YEAR_OPTIONS,
} from '@puente/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useDelays, useToast, WithQueryClient } from '../providers';
import { Button, Checkbox, Select, Spinner, TextField, VisuallyHidden } from '../ui';
import { GreatJobOverlay } from './great-job-overlay';
import * as styles from './student-info.css';
import {
  type StudentInfoValues,
  studentInfoRequest,
  studentInfoValues,
} from './student-info-values';
import { useSaveStudentInfo, useStudentInfo } from './use-student-info';

export interface StudentInfoFormProps {
  /** Called once the profile is saved and SPEC §4's redirect delay has passed. */
  onContinue?: () => void;
}

/** SPEC §8 texts of the form's toasts. */
export const STUDENT_INFO_TOASTS = {
  saved: {
    title: 'Success',
    description: 'Your academic information has been saved successfully!',
  },
  subjectLimit: {
    title: 'Selection limit reached',
    description: 'You can select at most 2 subjects',
  },
  noProfile: {
    title: 'Tip: Complete your profile',
    description: 'Add your subjects and grades so we can match you with the right programs.',
  },
} as const;

const SAVE_FAILED = 'Failed to save your academic information. Please try again.';
const SUBJECT_NAMES: Record<ScoredSubject, string> = {
  math: 'Math',
  chemistry: 'Chemistry',
  biology: 'Biology',
  physics: 'Physics',
};
const YEARS = YEAR_OPTIONS.map((year) => ({ value: year, label: `${year} Grade` }));

/**
 * The academic profile (SPEC §2 /student-info, also My Profile): up to two
 * intended subjects, current year, four subject scores each with 'not taken',
 * and the overall GPA. Loads the saved profile, or shows the tip toast when
 * there is none; saving shows the 'Great job!' overlay and the Success toast,
 * then continues after the SPEC's delay.
 */
function StudentInfoFormContent({ onContinue }: StudentInfoFormProps) {
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
      <div className={styles.loading}>
        <Spinner label="Loading your academic information" />
      </div>
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
  const [values, setValues] = useState<StudentInfoValues>(() => studentInfoValues(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveStudentInfo();
  const { toast } = useToast();
  const { studentInfoRedirect } = useDelays();
  const subjectsId = useId();

  useEffect(() => {
    if (!continuing) return;
    const timer = setTimeout(() => onContinue?.(), studentInfoRedirect);
    return () => clearTimeout(timer);
  }, [continuing, onContinue, studentInfoRedirect]);

  const validate = (next: StudentInfoValues) => {
    const result = parseWith(studentInfoSchema, studentInfoRequest(next));
    return result.ok ? {} : result.errors;
  };

  const update = (next: StudentInfoValues) => {
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

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
    setSubmitted(true);
    const result = parseWith(studentInfoSchema, studentInfoRequest(values));
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(formRef.current, result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.value, {
      onSuccess: () => {
        toast(STUDENT_INFO_TOASTS.saved);
        setContinuing(true);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
        toast({
          title: 'Error',
          description: error instanceof ApiError ? error.serverMessage : SAVE_FAILED,
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
        aria-label="Academic information"
      >
        <fieldset
          className={styles.section}
          aria-describedby={`${subjectsId}-hint${subjectError ? ` ${subjectsId}-error` : ''}`}
        >
          <legend className={styles.legend}>Intended subjects</legend>
          <p id={`${subjectsId}-hint`} className={styles.hint}>
            Choose up to {MAX_INTENDED_SUBJECTS} subjects you would like to study.
          </p>
          <div className={styles.subjects}>
            {SUBJECT_OPTIONS.map((subject) => (
              <Checkbox
                key={subject}
                label={subject}
                name="intendedSubject"
                value={subject}
                checked={values.intendedSubject.includes(subject)}
                onCheckedChange={(checked) => toggleSubject(subject, checked)}
                disabled={busy}
                className={styles.subject}
              />
            ))}
          </div>
          {subjectError ? (
            <p id={`${subjectsId}-error`} className={styles.error}>
              {subjectError}
            </p>
          ) : null}
        </fieldset>

        <div className={styles.section}>
          <Select
            label="Current year"
            placeholder="Select your current year"
            options={YEARS}
            value={values.currentYear}
            onValueChange={(currentYear) => update({ ...values, currentYear })}
            name="currentYear"
            error={errors.currentYear?.[0]}
            disabled={busy}
          />
        </div>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>Subject scores</legend>
          <p className={styles.hint}>Your latest scores out of 100.</p>
          <div className={styles.scores}>
            {SCORED_SUBJECTS.map((subject) => (
              <div key={subject} className={styles.score}>
                <TextField
                  label={SUBJECT_NAMES[subject]}
                  name={`${subject}Score`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
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
                      <VisuallyHidden>{SUBJECT_NAMES[subject]}: </VisuallyHidden>Not taken
                    </>
                  }
                  name={`${subject}NotTaken`}
                  checked={values.notTaken[subject]}
                  onCheckedChange={(checked) => setNotTaken(subject, checked)}
                  disabled={busy}
                />
              </div>
            ))}
          </div>
        </fieldset>

        <div className={styles.section}>
          <TextField
            label="Overall GPA"
            name="overallGpa"
            placeholder="e.g. 80"
            description="As your school reports it: a percentage, out of 10 or out of 4."
            value={values.overallGpa}
            onChange={(event) => update({ ...values, overallGpa: event.target.value })}
            readOnly={busy}
            error={errors.overallGpa?.[0]}
          />
        </div>

        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={busy}>
            {busy ? 'Saving...' : 'Save and Continue'}
          </Button>
        </div>
      </form>
      {busy ? <GreatJobOverlay saved={continuing} /> : null}
    </>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const order = [
    'intendedSubject',
    'currentYear',
    ...SCORED_SUBJECTS.map((subject) => `${subject}Score`),
    'overallGpa',
  ];
  const first = order.find((name) => errors[name]?.length);
  if (!first) return;
  if (first === 'currentYear') {
    form.querySelector<HTMLElement>('[role="combobox"]')?.focus();
    return;
  }
  form.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
}

/** The academic profile form in a query cache (the site's, or its own). */
export function StudentInfoForm(props: StudentInfoFormProps) {
  return (
    <WithQueryClient
      fallback={
        <div className={styles.loading}>
          <Spinner label="Loading your academic information" />
        </div>
      }
    >
      <StudentInfoFormContent {...props} />
    </WithQueryClient>
  );
}
