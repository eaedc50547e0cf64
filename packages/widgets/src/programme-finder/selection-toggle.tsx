import { useLingui } from '@lingui/react';
import { Button } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { Check, Plus } from 'lucide-react';
import { useProgrammeSelection } from '../data/selections';
import { catalog } from './locales';
import { SAVED_HERE } from './pick-messages';

export interface SelectionToggleProps {
  selected: boolean;
  onToggle: () => void;
  pending?: boolean;
  disabled?: boolean;
  /** Picked on a school's page, not yet in an account: the picked label says 'Saved here'. */
  savedHere?: boolean;
  /** The id of the programme's name, so the button says which programme it adds. */
  describedBy?: string;
}

/**
 * SPEC §2: 'Add to My Selections', which toggles to 'Added' (or 'Saved here' on
 * a school's page); pressing it again removes it.
 */
export function SelectionToggle({
  selected,
  onToggle,
  pending = false,
  disabled = false,
  savedHere = false,
  describedBy,
}: SelectionToggleProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <Button
      variant={selected ? 'secondary' : 'primary'}
      loading={pending}
      disabled={disabled}
      onClick={onToggle}
      aria-describedby={describedBy}
      part="select-button"
    >
      {pending ? null : selected ? <Check size={16} aria-hidden /> : <Plus size={16} aria-hidden />}
      {selected
        ? savedHere
          ? i18n._(SAVED_HERE)
          : i18n._('Added')
        : i18n._('Add to My Selections')}
    </Button>
  );
}

/** The toggle on the signed-in student's saved selections. */
export function SavedSelectionToggle({
  programId,
  describedBy,
}: {
  programId: number;
  describedBy?: string;
}) {
  const { selected, pending, ready, toggle } = useProgrammeSelection(programId);
  return (
    <SelectionToggle
      selected={selected}
      pending={pending}
      disabled={!ready}
      onToggle={toggle}
      describedBy={describedBy}
    />
  );
}
