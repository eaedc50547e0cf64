import { useLingui } from '@lingui/react';
import { Button, Stack, Text, VisuallyHidden } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { ArrowRight, Globe2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { JourneyScreen } from '../../components/journey-screen';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import * as styles from './country-choice-screen.css';
import { catalog } from './locales';

/** SPEC §4: where the student wants to study; 'none' until they choose. */
export type CountryChoice = 'none' | 'uk' | 'us' | 'both';

const CHOICES: { value: Exclude<CountryChoice, 'none'>; label: string; text: string }[] = [
  {
    value: 'uk',
    label: /*i18n*/ 'United Kingdom',
    text: /*i18n*/ 'Foundation years at UK universities, then a three-year bachelor’s degree.',
  },
  {
    value: 'us',
    label: /*i18n*/ 'United States',
    text: /*i18n*/ 'Four-year colleges and universities across the US.',
  },
  {
    value: 'both',
    label: /*i18n*/ 'Both',
    text: /*i18n*/ 'Keep both doors open while you decide.',
  },
];

/** /ukus (SPEC §2): UK, US or Both; Continue waits for a choice and goes to /student-info. */
export function CountryChoiceScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  usePageTitle(i18n._('Where would you like to study?'));
  const [choice, setChoice] = useState<CountryChoice>('none');
  const navigate = useNavigate();
  return (
    <JourneyScreen
      id="country-choice-title"
      mark={<Globe2 size={28} aria-hidden />}
      title={i18n._('Where would you like to study?')}
      lead={i18n._('Choose where you want to go to university. You can change your mind later.')}
      classes={styles}
    >
      <fieldset className={styles.choices}>
        <VisuallyHidden asChild>
          <legend>{i18n._('Country')}</legend>
        </VisuallyHidden>
        {CHOICES.map(({ value, label, text }) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="country"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className={styles.radio}
            />
            <Stack as="span" gap="1">
              <Text as="span" weight="bold">
                {i18n._(label)}
              </Text>
              <Text as="span" size="sm" tone="muted">
                {i18n._(text)}
              </Text>
            </Stack>
          </label>
        ))}
      </fieldset>
      <Button
        size="lg"
        disabled={choice === 'none'}
        onClick={() => navigate(paths.studentInfo.getHref())}
      >
        {i18n._('Continue')}
        <ArrowRight size={18} aria-hidden />
      </Button>
    </JourneyScreen>
  );
}
