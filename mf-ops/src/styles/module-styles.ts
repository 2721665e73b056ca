// The module's style sheet as one text: added to the page by the contract (app/module.tsx), and sent with
// a page drawn on the server (app/server-render.tsx).
import opsStyles from './ops.css?inline';
import peopleStyles from './ops-people.css?inline';

export const moduleStyles = [opsStyles, peopleStyles].join('\n');
