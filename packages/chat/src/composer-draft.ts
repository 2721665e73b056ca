// A half-written chat message, kept on the device per chat and per account (database `callout-chat`) so a
// reload, a closed tab or a lost connection does not lose it. Text only: a picture stays until sent or
// the page is left (it can be large, and is picked again in a moment).
import { createModuleDatabase } from '@callout/db/database';
import { createDraftStore } from '@callout/db/draft-store';
import { useEffect, useState } from 'react';

const chatDb = createModuleDatabase('chat');

const drafts = createDraftStore<string>(chatDb, {
  parse: (value) => {
    if (typeof value !== 'string') throw new TypeError('A chat draft is text');
    return value;
  },
  onError: (error) => console.warn('Could not keep the message being written', error),
});

/**
 * The composer's text, read back from the device on first render of `draftKey` and saved as it changes.
 * Without a key it is plain state.
 */
export function useComposerDraft(draftKey: string | undefined) {
  const [text, setText] = useState('');
  useEffect(() => {
    if (!draftKey) return;
    let current = true;
    drafts
      .read(draftKey)
      .then((saved) => {
        // What was typed before the read came back wins.
        if (current && saved) setText((typed) => typed || saved);
      })
      .catch((error: unknown) => console.warn('Could not read the message being written', error));
    return () => {
      current = false;
    };
  }, [draftKey]);

  const change = (next: string) => {
    setText(next);
    if (!draftKey) return;
    if (next) drafts.write(draftKey, next);
    else void drafts.discard(draftKey).catch(() => undefined);
  };
  return [text, change] as const;
}
