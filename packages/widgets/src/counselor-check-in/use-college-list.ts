import { SUGGESTED_UNIVERSITIES, type SuggestedUniversity } from '@puente/core';
import { useAssistant } from '@puente/ui/providers';
import { useEffect, useRef, useState } from 'react';

/**
 * The College List tab's state: the universities (Update List asks the
 * assistant for a new list, 'Updating...' meanwhile) and which of them the
 * counselor added to the student's suggestions.
 */
export function useCollegeList(initial: readonly SuggestedUniversity[] = SUGGESTED_UNIVERSITIES) {
  const assistant = useAssistant();
  const [universities, setUniversities] = useState(initial);
  const [updating, setUpdating] = useState(false);
  const [suggested, setSuggested] = useState<ReadonlySet<number>>(() => new Set());
  const lifetime = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  /**
   * Sends the feedback; answers whether the list was updated (so the box can
   * clear). An assistant failure rejects; leaving the screen answers false.
   */
  async function updateList(feedback: string): Promise<boolean> {
    if (feedback.trim() === '' || updating) return false;
    setUpdating(true);
    try {
      const next = await assistant.updateCollegeList(feedback.trim(), universities, {
        signal: lifetime.current?.signal,
      });
      setUniversities(next);
      return true;
    } catch (error) {
      if (lifetime.current?.signal.aborted) return false;
      throw error;
    } finally {
      if (!lifetime.current?.signal.aborted) setUpdating(false);
    }
  }

  /** Add to Suggested Universities, and back. */
  function toggleSuggested(id: number) {
    setSuggested((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return { universities, updating, updateList, suggested, toggleSuggested };
}
