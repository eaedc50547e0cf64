import { useLingui } from '@lingui/react';
import { Check, Plus } from 'lucide-react';
import { useProgrammeSelection } from '../data/selections';
import { useCatalog } from '../i18n/use-catalog';
import { Button } from '../ui';
import { catalog } from './locales';

export interface SelectionToggleProps {
  selected: boolean;
  onToggle: () => void;
  pending?: boolean;
  disabled?: boolean;
  /** The id of the programme's name, so the button says which programme it adds. */
  describedBy?: string;
}

/** SPEC §2: 'Add to My Selections', which toggles to 'Added'; pressing 'Added' removes it again. */
export function SelectionToggle({
  selected,
  onToggle,
  pending = false,
  disabled = false,
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
      {selected ? i18n._('Added') : i18n._('Add to My Selections')}
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
