// The query client a public page is rendered with on the server (server-render.tsx), holding the data
// fetched for it first; the query layout provides it to the page. Null in the browser, and for pages
// rendered without data.
import type { QueryClient } from '@callout/query';
import { createContext } from 'react';

export const RenderingQueryClientContext = createContext<QueryClient | null>(null);
