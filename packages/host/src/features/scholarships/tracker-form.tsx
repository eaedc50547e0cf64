import { useLingui } from '@lingui/react';
import {
  type ApplicationTracker,
  checkTrackerChange,
  hasOfferStage,
  isSubmittedStage,
  OFFER_CONDITIONS_MAX,
  OFFER_KIND_LABELS,
  OFFER_KINDS,
  type OfferKind,
  parseWith,
  TRACKER_STAGE_LABELS,
  TRACKER_STAGES,
  type TrackerStage,
  type TrackerUpdate,
  trackerUpdateSchema,
} from '@puente/core';
import { Button, Checkbox, Grid, Select, Stack, TextArea, TextField, useForm } from '@puente/ui';
import { useClock } from '@puente/ui/providers';
import { useSaveTracker } from '@puente/widgets/data';
import { useFormSave } from '../../components/use-form-save';

/** The form's values: the tracker as the student types it. */
interface TrackerValues {
  stage: TrackerStage;
  documentsGathered: boolean;
  englishTaken: boolean;
  englishScore: string;
  englishTakenOn: string;
  submitted: boolean;
  submittedOn: string;
  offer: OfferKind | '';
  conditions: string;
}

const FIELDS = ['stage', 'submittedOn', 'englishTest', 'offer', 'conditions'];
// The selects' focusable part is their trigger button.
const CONTROLS = {
  stage: '[data-field="stage"] [role="combobox"]',
  offer: '[data-field="offer"] [role="combobox"]',
  englishTest: '[name="englishScore"]',
};

const valuesOf = (tracker: ApplicationTracker): TrackerValues => ({
  stage: tracker.stage,
  documentsGathered: tracker.documentsGathered,
  englishTaken: tracker.englishTest !== null,
  englishScore: tracker.englishTest ? String(tracker.englishTest.score) : '',
  englishTakenOn: tracker.englishTest?.takenOn ?? '',
  submitted: tracker.submittedOn !== null,
  submittedOn: tracker.submittedOn ?? '',
  offer: tracker.offer ?? '',
  conditions: tracker.conditions ?? '',
});

const updateOf = (values: TrackerValues) => ({
  stage: values.stage,
  documentsGathered: values.documentsGathered,
  englishTest: values.englishTaken
    ? {
        score: values.englishScore.trim() === '' ? Number.NaN : Number(values.englishScore),
        takenOn: values.englishTakenOn,
      }
    : null,
  submittedOn: values.submitted ? values.submittedOn : null,
  offer: values.offer === '' ? null : values.offer,
  conditions: values.conditions.trim() === '' ? null : values.conditions,
});

/**
 * The student's tracker for one chosen programme (docs/product/tracker.md):
 * the stage, the steps they ticked (documents, the English test with its
 * score and day, the application submitted with its day) and an offer with
 * its conditions. The rules are core's, checked here as the server does.
 */
export function TrackerForm({
  selectionId,
  tracker,
}: {
  selectionId: number;
  tracker: ApplicationTracker;
}) {
  const { i18n } = useLingui();
  const clock = useClock();
  const save = useSaveTracker(selectionId);
  const check = (values: TrackerValues) => {
    const parsed = parseWith(trackerUpdateSchema, updateOf(values));
    if (!parsed.ok) return parsed;
    const checked = checkTrackerChange(tracker, parsed.value, clock());
    return checked.ok
      ? { ok: true as const, value: parsed.value }
      : { ok: false as const, errors: checked.errors };
  };
  const [values, errors, update, submit, formRef, setErrors] = useForm<
    TrackerValues,
    TrackerUpdate
  >(() => valuesOf(tracker), check, FIELDS, CONTROLS);
  const set = (change: Partial<TrackerValues>) => update({ ...values, ...change });
  const text = (name: 'englishScore' | 'englishTakenOn' | 'submittedOn' | 'conditions') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });
  const onSubmit = useFormSave({
    submit,
    setErrors,
    save: save.mutate,
    saved: {
      title: /*i18n*/ 'Tracker saved',
      description: /*i18n*/ 'Your application tracker is saved.',
    },
  });
  const showsSubmittedDay = values.submitted || isSubmittedStage(values.stage);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={i18n._('Your application')}>
      <Stack gap="4">
        <div data-field="stage">
          <Select
            label={i18n._('Stage')}
            name="stage"
            options={TRACKER_STAGES.map((stage) => ({
              value: stage,
              label: i18n._(TRACKER_STAGE_LABELS[stage]),
            }))}
            value={values.stage}
            onValueChange={(stage) => set({ stage: (stage || values.stage) as TrackerStage })}
            error={errors.stage?.[0]}
          />
        </div>
        <Checkbox
          label={i18n._('I have gathered my documents')}
          name="documentsGathered"
          checked={values.documentsGathered}
          onCheckedChange={(documentsGathered) => set({ documentsGathered })}
        />
        <Checkbox
          label={i18n._('I have taken my English test')}
          name="englishTaken"
          checked={values.englishTaken}
          onCheckedChange={(englishTaken) => set({ englishTaken })}
        />
        {values.englishTaken ? (
          <Grid columns="wide2" gap="3">
            <TextField
              label={i18n._('Overall score (IELTS scale)')}
              inputMode="decimal"
              description={i18n._('From 0 to 9 in half bands, e.g. 6.5')}
              error={errors.englishTest?.[0]}
              {...text('englishScore')}
            />
            <TextField type="date" label={i18n._('Test day')} {...text('englishTakenOn')} />
          </Grid>
        ) : null}
        <Checkbox
          label={i18n._('I have submitted my application')}
          name="submitted"
          checked={values.submitted}
          onCheckedChange={(submitted) => set({ submitted })}
        />
        {showsSubmittedDay ? (
          <TextField
            type="date"
            label={i18n._('Submitted on')}
            error={errors.submittedOn?.[0]}
            {...text('submittedOn')}
          />
        ) : null}
        {hasOfferStage(values.stage) ? (
          <div data-field="offer">
            <Select
              label={i18n._('Offer')}
              name="offer"
              placeholder={i18n._('Choose the kind of offer')}
              options={OFFER_KINDS.map((kind) => ({
                value: kind,
                label: i18n._(OFFER_KIND_LABELS[kind]),
              }))}
              value={values.offer}
              onValueChange={(offer) => set({ offer: offer as OfferKind | '' })}
              error={errors.offer?.[0]}
            />
          </div>
        ) : null}
        {hasOfferStage(values.stage) && values.offer === 'conditional' ? (
          <TextArea
            label={i18n._('Conditions')}
            description={i18n._('As the university wrote them, e.g. IELTS 6.0 overall')}
            maxLength={OFFER_CONDITIONS_MAX}
            rows={3}
            error={errors.conditions?.[0]}
            {...text('conditions')}
          />
        ) : null}
        <Stack direction="row" justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {i18n._('Save tracker')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
