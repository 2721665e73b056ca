// The subject of the New Support form while it is being written, kept on the device for the signed-in
// account (stamped by the draft store), so a reload or a closed tab does not lose it.
import { createDraftStore } from '@callout/db/draft-store';
import { useCallback, useEffect, useState } from 'react';
import { supportDb } from './support-db';

/** One form per account: a customer and a provider are different accounts. */
export const subjectDraftKey = 'new-case-subject';

const drafts = createDraftStore<string>(supportDb, {
  parse: (value) => {
    if (typeof value !== 'string') throw new TypeError('A subject draft is text');
    return value;
  },
  onError: (error) => console.warn('Could not keep the subject being written', error),
});

/** Forgets the subject being written, including a write still waiting for a pause in typing. */
export const discardSubjectDraft = () => drafts.discard(subjectDraftKey);

/** The subject, read back from the device on first render and saved as it changes; `clear` forgets it. */
export function useSubjectDraft() {
  const [subject, setSubject] = useState('');
  useEffect(() => {
    let current = true;
    drafts
      .read(subjectDraftKey)
      .then((saved) => {
        // What was typed before the read came back wins.
        if (current && saved) setSubject((typed) => typed || saved);
      })
      .catch((error: unknown) => console.warn('Could not read the subject being written', error));
    return () => {
      current = false;
    };
  }, []);

  const change = useCallback((next: string) => {
    setSubject(next);
    if (next) drafts.write(subjectDraftKey, next);
    else void discardSubjectDraft().catch(() => undefined);
  }, []);
  const clear = useCallback(() => change(''), [change]);
  return { subject, change, clear };
}
