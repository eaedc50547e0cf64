import { useToast } from '../providers';

/**
 * For the buttons the SPEC shows without an action (View Details, Share,
 * Save...): says plainly that nothing happened rather than pretending.
 */
export function useNotConnected() {
  const { toast } = useToast();
  return (action: string) =>
    toast({
      title: /*i18n*/ 'Not available yet',
      description: `${action} is not connected in this version, so nothing was sent or saved.`,
    });
}
