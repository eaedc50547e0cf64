import { useLingui } from '@lingui/react';
import { useToast } from '@puente/ui/providers';

/**
 * For the buttons the SPEC shows without an action (View Details, Share,
 * Save...): says plainly that nothing happened rather than pretending.
 */
export function useNotConnected() {
  const { i18n } = useLingui();
  const { toast } = useToast();
  /** `action`: an en-GB id marked for extraction ('Sharing notes'), said in the page's language. */
  return (action: string) =>
    toast({
      title: /*i18n*/ 'Not available yet',
      description: i18n._(
        '{action} is not connected in this version, so nothing was sent or saved.',
        { action: i18n._(action) },
      ),
    });
}
