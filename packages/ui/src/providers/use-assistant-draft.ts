import { ASSISTANT_FAILED, assistantFailureToast, errorMessage } from '@puente/core';
import { useState } from 'react';
import { useToast } from './toast-context';

/**
 * A composer's draft in a conversation with the assistant: `send` empties
 * the box and hands the text to `reply`. A reply stopped (`reply` answers
 * nothing) or failed gives the text back, unless something new was typed
 * meanwhile; a failure is said in a toast (its texts in core's api catalog).
 */
export function useAssistantDraft(reply: (text: string) => Promise<unknown>) {
  const [draft, setDraft] = useState('');
  const { toast } = useToast();
  const send = async (text: string) => {
    setDraft('');
    const giveBack = () => setDraft((current) => (current === '' ? text : current));
    try {
      if (!(await reply(text))) giveBack();
    } catch (error) {
      giveBack();
      toast(assistantFailureToast(error, errorMessage(error, ASSISTANT_FAILED)));
    }
  };
  return [draft, setDraft, send] as const;
}
