// The module's style sheets as text. The dashboard's (layout, dashboard) are added to the page by the
// contract (app/module.tsx); the forms' and the earnings page's come with the screens that show them
// (page-styles.ts, app/routes.tsx). A page drawn on the server is sent both (app/server-render.tsx).
import dashboardStyles from './dashboard.css?inline';
import layoutStyles from './layout.css?inline';

export const moduleStyles = [layoutStyles, dashboardStyles].join('\n');
