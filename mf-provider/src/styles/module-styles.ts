// The module's style sheet as one text: added to the page by the contract (app/module.tsx), and sent with
// a page drawn on the server (app/server-render.tsx).
import dashboardStyles from './dashboard.css?inline';
import earningsStyles from './earnings.css?inline';
import formStyles from './forms.css?inline';
import layoutStyles from './layout.css?inline';

export const moduleStyles = [layoutStyles, dashboardStyles, formStyles, earningsStyles].join('\n');
