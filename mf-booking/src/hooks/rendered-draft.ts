// The draft a booking step is rendered with on the server (app/server-render-steps.tsx, from the draft
// cookie). A context, not the draft store: the renderer serves every visitor at once, and the store's
// memory is one browser's.
import type { RequestDraft } from '@callout/contracts/booking';
import { createContext } from 'react';

export const RenderedDraft = createContext<RequestDraft | undefined>(undefined);
