// Keeps a scrolling message log at the bottom only while the reader is there: someone reading older
// messages is not pulled down when new ones arrive, and is told there is something new instead.
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Within this many pixels of the end counts as "at the bottom" (rounding, a half-visible last line). */
const bottomSlackPx = 48;

export function useStickToBottom(ref: RefObject<HTMLElement | null>, contentKey: unknown) {
  const atBottom = useRef(true);
  const [hasUnseen, setHasUnseen] = useState(false);

  const scrollToBottom = useCallback(() => {
    const element = ref.current;
    atBottom.current = true;
    setHasUnseen(false);
    if (element) element.scrollTop = element.scrollHeight;
  }, [ref]);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= bottomSlackPx;
    if (atBottom.current) setHasUnseen(false);
  }, [ref]);

  /** For content that grows after layout (an image that finished loading). */
  const keepAtBottom = useCallback(() => {
    if (atBottom.current && ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [ref]);

  // Runs after the new messages are in the DOM but before the browser paints them, so there is no jump.
  // contentKey is only the trigger: it changes whenever messages are added or removed.
  useLayoutEffect(() => {
    if (atBottom.current) keepAtBottom();
    else setHasUnseen(true);
  }, [contentKey, keepAtBottom]);

  return { onScroll, scrollToBottom, keepAtBottom, hasUnseen };
}
