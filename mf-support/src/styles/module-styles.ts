// The module's style sheet as one text, sent with a page rendered on the server (app/server-render.tsx):
// the support screens' layout and the chat's (the browser build adds both with the screens' code).
import chatStyles from '@callout/chat/chat.css?inline';
import supportStyles from './support.css?inline';

export const moduleStyles = [supportStyles, chatStyles].join('\n');
