// React's renderer, the largest script the app starts with: evaluated in a task of its own (src/boot.ts).
import { createRoot } from 'react-dom/client';

export const renderer = createRoot;
